#pragma once

#include "Catalog.h"
#include "Plans.h"

#include <array>
#include <string>

namespace gpuplanner::model {

/// The cheapest way to pay for a rental period, per rented unit: how many units of each plan.
struct BillingChoice
{
    std::array<double, kPlanCount> units{}; ///< whole units bought of each Plan
    double cost = 0;                        ///< what they cost, in the price's currency × multiplier
    double paidHours = 0;                   ///< hours the units cover (>= the period)

    /// The plans used, longest first, joined by '+': "monthly+hourly"; "" when nothing is paid.
    std::string name() const;
    /// Units of the longest plan used (0 when nothing is paid).
    double mainUnits() const;
};

/// The plans one price list offers, longest first, each with its hours per unit (kPlans and
/// `defaults`: hours_per_day/week/month/year) and its price × `multiplier` (region, spot
/// discount, currency): what chooseBilling searches. Built once where one offering is billed for
/// many periods (the sweeps).
class PlanMenu
{
public:
    PlanMenu() = default; ///< no plans: every choice is empty
    /// `granularityHours`: the step pay-as-you-go time is billed in (Offering::billingGranularityHours).
    /// `calendarStartDay`: for calendar months (BillingTerms::calendarMonths), the day number
    /// (dayNumber) the rental starts on: a month's plan then runs to the same date next month and
    /// a year's to the same date next year, longest plans first from that day; 0 keeps
    /// `defaults`' hours_per_month and hours_per_year.
    PlanMenu(const Price &price, double multiplier, const CatalogDefaults &defaults, double granularityHours = 1,
             long calendarStartDay = 0);

    /// chooseBilling over these plans.
    BillingChoice cheapest(double hours) const;

    /// One plan on the menu.
    struct Offer
    {
        Plan plan = Plan::Hourly;
        double hours = 1;  ///< hours per billed step (hourly: the billing granularity)
        double price = 0;  ///< price per step × multiplier
        double units = 1;  ///< plan units per step (hourly: the step's hours)
        int calendarMonths = 0; ///< calendar months per step (monthly 1, yearly 12); 0: fixed hours
    };

private:
    std::array<Offer, kPlanCount> m_offers{};
    int m_count = 0;
    long m_startDay = 0;
};

/// Cheapest mix of the plans `price` offers that covers `hours` (docs/DOMAIN.md, Billing and
/// cost: units round up,
/// subscriptions are paid whole, the cheaper valid plan is chosen and named): for each plan from
/// the longest, either as many whole units as fit in what is left, or one more to cover it all;
/// the remainder goes to shorter plans. Ties go to the mix that pays for fewer hours. Plans and
/// hours per unit come from kPlans and `defaults` (hours_per_day/week/month/year); `multiplier`
/// scales every price
/// (region, spot discount, currency). An empty choice (cost 0) for hours <= 0, and when `price`
/// offers no plan.
BillingChoice chooseBilling(const Price &price, double hours, double multiplier,
                            const CatalogDefaults &defaults);

/// Disk cost for `gigabytes` (10^9 bytes) kept `hours`: GB beyond the free allowance × price per
/// GB-day × days rounded up.
double storageCost(const StorageTerms &terms, double gigabytes, double hours, double multiplier,
                   double hoursPerDay);

} // namespace gpuplanner::model
