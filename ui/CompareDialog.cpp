#include "CompareDialog.h"

#include "InputError.h"
#include "InputFieldText.h"
#include "Labels.h"
#include "PdfReport.h"
#include "ProjectFiles.h"
#include "ScenarioFiles.h"
#include "WaterfallChartView.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QScopeGuard>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace gpuplanner::ui {

namespace {
/// Most characters of a JSON value a table cell shows; the tooltip holds the whole value.
constexpr qsizetype kCellChars = 80;

/// The summary's rows.
enum SummaryRow { kFile, kName, kOption, kTotal, kHours, kSummaryRows };

/// The value of the input at `path` as one line in words (choices, regions and offerings named,
/// numbers in the user's locale), "—" where a plan lacks it.
QString valueText(const std::string &path, const nlohmann::json &value, const model::Catalog &catalog)
{
    return value.is_null() ? QStringLiteral("—") : InputFieldText::value(path, value, catalog, QLocale());
}

/// `value` with its sign and `decimals`, in the user's locale: "+12.00", "−3.50", "0.00".
QString signedNumber(double value, int decimals)
{
    return Labels::signedNumber(value, decimals, QLocale());
}

QTableWidgetItem *cell(const QString &text, const QString &toolTip = QString())
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(toolTip.isEmpty() ? text : toolTip);
    return item;
}

/// A table of text, read-only, rows as tall as their wrapped text.
QTableWidget *readOnlyTable(QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}
} // namespace

CompareDialog::CompareDialog(std::shared_ptr<const model::Catalog> catalog, const QString &pathA, QWidget *parent)
    : QDialog(parent)
    , m_catalog(std::move(catalog))
    , m_labelA(new QLabel(this))
    , m_labelB(new QLabel(this))
    , m_pathA(new QLineEdit(pathA, this))
    , m_pathB(new QLineEdit(this))
    , m_browseA(new QPushButton(this))
    , m_browseB(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_messageBox(new QFrame(this))
    , m_message(new QLabel(m_messageBox))
    , m_results(new QSplitter(Qt::Horizontal, this))
    , m_summaryTitle(new QLabel(this))
    , m_summary(readOnlyTable(this))
    , m_differencesTitle(new QLabel(this))
    , m_differences(readOnlyTable(this))
    , m_waterfall(new WaterfallChartView(this))
    , m_exportJson(new QPushButton(this))
    , m_exportPdf(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    auto *files = new QGridLayout;
    files->addWidget(m_labelA, 0, 0);
    files->addWidget(m_pathA, 0, 1);
    files->addWidget(m_browseA, 0, 2);
    files->addWidget(m_labelB, 1, 0);
    files->addWidget(m_pathB, 1, 1);
    files->addWidget(m_browseB, 1, 2);
    files->addWidget(m_compare, 1, 3);
    m_labelA->setBuddy(m_pathA);
    m_labelB->setBuddy(m_pathB);

    // What went wrong, with a warning sign, in a box that stands out.
    m_messageBox->setFrameShape(QFrame::StyledPanel);
    m_messageBox->setAutoFillBackground(true);
    m_messageBox->setBackgroundRole(QPalette::ToolTipBase);
    m_messageBox->setForegroundRole(QPalette::ToolTipText);
    auto *messageLayout = new QHBoxLayout(m_messageBox);
    auto *sign = new QLabel(m_messageBox);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    sign->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    messageLayout->addWidget(sign, 0, Qt::AlignTop);
    messageLayout->addWidget(m_message, 1);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setForegroundRole(QPalette::ToolTipText);
    m_messageBox->hide();

    m_summary->setRowCount(kSummaryRows);
    m_summary->setColumnCount(3);
    m_summary->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_summary->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As tall as its rows, which grow as their text wraps (fitSummary()).
    m_summary->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_summary->viewport()->installEventFilter(this);
    m_differences->setColumnCount(3);
    m_differences->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_differences->verticalHeader()->hide();

    auto *tables = new QWidget(this);
    auto *tablesLayout = new QVBoxLayout(tables);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addWidget(m_summaryTitle);
    tablesLayout->addWidget(m_summary);
    tablesLayout->addWidget(m_differencesTitle);
    tablesLayout->addWidget(m_differences, 1);
    m_results->addWidget(tables);
    m_results->addWidget(m_waterfall);
    m_results->setStretchFactor(0, 1);
    m_results->setStretchFactor(1, 1);
    m_results->setChildrenCollapsible(false);
    m_results->setSizes({10000, 10000}); // half and half, whatever the tables' natural width
    m_waterfall->setMinimumSize(420, 300);

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_exportJson, QDialogButtonBox::ActionRole);
    buttons->addButton(m_exportPdf, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    m_exportJson->setEnabled(false);
    m_exportPdf->setEnabled(false);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(files);
    layout->addWidget(m_messageBox);
    layout->addWidget(m_results, 1);
    layout->addStretch(0); // takes the room when there are no results
    layout->addWidget(buttons);

    connect(m_browseA, &QPushButton::clicked, this, [this] { browse(m_pathA); });
    connect(m_browseB, &QPushButton::clicked, this, [this] { browse(m_pathB); });
    connect(m_compare, &QPushButton::clicked, this, &CompareDialog::compareFiles);
    m_compare->setDefault(true); // Enter in a file field compares
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportFile(QStringLiteral("json")); });
    connect(m_exportPdf, &QPushButton::clicked, this, [this] { exportFile(QStringLiteral("pdf")); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    resize(1100, 700);
}

void CompareDialog::retranslateUi()
{
    setWindowTitle(tr("Compare two plans"));
    m_labelA->setText(Labels::withColon(tr("Plan &A")));
    m_labelB->setText(Labels::withColon(tr("Plan &B")));
    for (QLineEdit *edit : {m_pathA, m_pathB})
        edit->setPlaceholderText(tr("A scenario file or a project file (both plans of one kind)"));
    m_browseA->setText(tr("Choose…"));
    m_browseB->setText(tr("Choose…"));
    m_compare->setText(tr("&Compare"));
    m_exportJson->setText(tr("Export &JSON…"));
    m_exportPdf->setText(tr("Export &PDF…"));
    m_close->setText(tr("Close"));
    m_summary->setVerticalHeaderLabels(
        {tr("File"), tr("Plan"), tr("Recommended option"), tr("Total cost"), tr("Hours")});
    m_differences->setHorizontalHeaderLabels({tr("Input"), tr("Plan A"), tr("Plan B")});
    fillTables();
}

bool CompareDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Once the view has laid out its columns for the new width (after this event).
    if (watched == m_summary->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &CompareDialog::fitSummary);
    return QDialog::eventFilter(watched, event);
}

void CompareDialog::fitSummary()
{
    m_summary->resizeRowsToContents();
    m_summary->setFixedHeight(m_summary->horizontalHeader()->sizeHint().height() + m_summary->verticalHeader()->length()
                              + 2 * m_summary->frameWidth());
}

void CompareDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void CompareDialog::setPaths(const QString &pathA, const QString &pathB)
{
    m_pathA->setText(pathA);
    m_pathB->setText(pathB);
    compareFiles();
}

QStringList CompareDialog::paths() const
{
    return {m_pathA->text(), m_pathB->text()};
}

QString CompareDialog::message() const
{
    return m_comparison ? QString() : m_message->text();
}

void CompareDialog::showMessage(const QString &message)
{
    m_comparison.reset();
    m_comparedA.clear();
    m_comparedB.clear();
    m_message->setText(message);
    m_messageBox->setVisible(!message.isEmpty());
    m_exportJson->setEnabled(false);
    m_exportPdf->setEnabled(false);
    fillTables();
}

bool CompareDialog::compareFiles()
{
    const QString a = m_pathA->text().trimmed(), b = m_pathB->text().trimmed();
    if (a.isEmpty() || b.isEmpty()) {
        showMessage(tr("Choose plan A and plan B: two scenario files or two project files."));
        return false;
    }
    for (const QString &path : {a, b})
        if (!QFileInfo::exists(path)) {
            showMessage(tr("%1: no such file.").arg(QDir::toNativeSeparators(path)));
            return false;
        }
    const bool projectA = ProjectFiles::isProject(a), projectB = ProjectFiles::isProject(b);
    if (projectA != projectB) {
        showMessage(tr("%1 is a project file but %2 is a scenario file: compare two scenarios or two projects.")
                        .arg(QFileInfo(projectA ? a : b).fileName(), QFileInfo(projectA ? b : a).fileName()));
        return false;
    }
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const auto restore = qScopeGuard([] { QGuiApplication::restoreOverrideCursor(); });
    try {
        const model::Catalog &catalog = *m_catalog;
        m_comparison = projectA ? model::compare(catalog, ProjectFiles::loadProject(a, catalog),
                                                 ProjectFiles::loadProject(b, catalog))
                                : model::compare(catalog, ScenarioFiles::loadScenario(a, catalog),
                                                 ScenarioFiles::loadScenario(b, catalog));
    } catch (const model::InputError &e) {
        showMessage(Labels::fileMessage(e.what()));
        return false;
    } catch (const std::exception &e) { // never expected: say so rather than end the program
        showMessage(tr("%1 and %2 could not be compared: %3")
                        .arg(QDir::toNativeSeparators(a), QDir::toNativeSeparators(b), Labels::fileMessage(e.what())));
        return false;
    }
    m_comparedA = a;
    m_comparedB = b;
    m_message->clear();
    m_messageBox->hide();
    m_exportJson->setEnabled(true);
    m_exportPdf->setEnabled(true);
    fillTables();
    return true;
}

QString CompareDialog::optionNames(const model::PlanSummary &plan) const
{
    if (plan.chosen.empty())
        return tr("none (nothing it compares can do the work)");
    QStringList names;
    for (const model::OptionResult &o : plan.chosen)
        names << Labels::optionName(o, *m_catalog);
    return names.join(QStringLiteral("\n+ ")); // a project's phases, one a line
}

void CompareDialog::fillTables()
{
    m_summaryTitle->setText(tr("Summary"));
    m_summary->setHorizontalHeaderLabels({tr("Plan A"), tr("Plan B"), tr("B − A")});
    m_summary->clearContents();
    m_summary->setRowCount(kSummaryRows);
    m_differences->setRowCount(0);
    m_results->setVisible(m_comparison.has_value());
    if (!m_comparison) {
        m_differencesTitle->setText(tr("Inputs that differ"));
        m_waterfall->setComparison(model::Comparison{});
        return;
    }
    const model::Comparison &c = *m_comparison;
    const QString currency = Labels::currency(c.currency);
    const auto money = [&currency](double value) {
        return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', 2), currency);
    };
    const auto plan = [&](int column, const model::PlanSummary &p, const QString &path) {
        m_summary->setItem(kFile, column, cell(QFileInfo(path).fileName(), QDir::toNativeSeparators(path)));
        m_summary->setItem(kName, column, cell(Labels::scenarioName(p.name, p.nameZh)));
        m_summary->setItem(kOption, column, cell(optionNames(p), QString::fromStdString(p.best)));
        m_summary->setItem(kTotal, column, cell(p.priced ? money(p.totalCost) : tr("no price")));
        m_summary->setItem(kHours, column, cell(p.priced ? Labels::hours(p.wallHours, QLocale()) : QStringLiteral("—")));
    };
    plan(0, c.a, m_comparedA);
    plan(1, c.b, m_comparedB);
    m_summary->setItem(kFile, 2, cell(ScenarioFiles::sameFile(m_comparedA, m_comparedB) ? tr("same file") : QString()));
    m_summary->setItem(kName, 2, cell(c.a.name == c.b.name ? tr("same") : tr("different")));
    m_summary->setItem(kOption, 2, cell(c.a.best == c.b.best ? tr("same") : tr("different")));
    if (c.a.priced && c.b.priced) {
        const double change = c.b.totalCost - c.a.totalCost;
        QString text = QStringLiteral("%1 %2").arg(signedNumber(change, 2), currency);
        if (c.a.totalCost > 0)
            text = tr("%1 (%2%)").arg(text, signedNumber(100.0 * change / c.a.totalCost, 1));
        m_summary->setItem(kTotal, 2, cell(text));
        const double hours = c.b.wallHours - c.a.wallHours;
        m_summary->setItem(kHours, 2, cell(hours == 0 ? Labels::hours(0, QLocale())
                                                      : (hours < 0 ? QStringLiteral("\u2212") : QStringLiteral("+"))
                                                            + Labels::hours(std::abs(hours), QLocale())));
    } else {
        m_summary->setItem(kTotal, 2, cell(QStringLiteral("—")));
        m_summary->setItem(kHours, 2, cell(QStringLiteral("—")));
    }

    // Compute in two steps: the GPU-hours of work and what a GPU-hour costs, in A and B.
    int row = kSummaryRows; // the next row of the summary to fill
    if (c.computeExplained.size() == 2) {
        const QLocale locale;
        m_summary->setRowCount(row + 2);
        m_summary->setVerticalHeaderItem(row, new QTableWidgetItem(tr("GPU-hours of work")));
        m_summary->setItem(row, 0, cell(locale.toString(c.a.computeGpuHours, 'f', 0)));
        m_summary->setItem(row, 1, cell(locale.toString(c.b.computeGpuHours, 'f', 0)));
        m_summary->setItem(row++, 2, cell(tr("%1 on compute").arg(QStringLiteral("%1 %2").arg(signedNumber(c.computeExplained[0].second, 2), currency))));
        m_summary->setVerticalHeaderItem(row, new QTableWidgetItem(tr("Price per GPU-hour")));
        m_summary->setItem(row, 0, cell(money(c.a.parts.compute / c.a.computeGpuHours)));
        m_summary->setItem(row, 1, cell(money(c.b.parts.compute / c.b.computeGpuHours)));
        m_summary->setItem(row++, 2, cell(tr("%1 on compute").arg(QStringLiteral("%1 %2").arg(signedNumber(c.computeExplained[1].second, 2), currency))));
    }
    // Projects: each phase's cost in A and B, and the difference (they add up to the totals').
    m_summary->setRowCount(row + int(c.explainedByPhase.size()));
    const auto costOf = [](const model::PlanSummary &p, const std::string &phase) -> std::optional<double> {
        for (const auto &[name, cost] : p.phaseCosts)
            if (name == phase)
                return cost;
        return std::nullopt;
    };
    for (size_t i = 0; i < c.explainedByPhase.size(); ++i) {
        const auto &[phase, delta] = c.explainedByPhase[i];
        m_summary->setVerticalHeaderItem(row, new QTableWidgetItem(tr("Phase “%1”").arg(QString::fromStdString(phase))));
        int column = 0;
        for (const model::PlanSummary *p : {&c.a, &c.b}) {
            const std::optional<double> cost = costOf(*p, phase);
            m_summary->setItem(row, column++, cell(cost ? money(*cost) : QStringLiteral("—")));
        }
        m_summary->setItem(row++, 2, cell(QStringLiteral("%1 %2").arg(signedNumber(delta, 2), currency)));
    }

    const int n = int(c.differences.size());
    m_differencesTitle->setText(n == 0 ? tr("No input differs: the two plans have the same inputs.")
                                       : tr("%n input(s) differ", nullptr, n));
    m_differences->setRowCount(n);
    for (int line = 0; line < n; ++line) {
        const model::Difference &d = c.differences[size_t(line)];
        m_differences->setItem(line, 0, cell(InputFieldText::named(d.path)));
        int column = 1;
        for (const nlohmann::json *value : {&d.a, &d.b}) {
            const QString full = valueText(d.path, *value, *m_catalog);
            const QString shown = full.size() > kCellChars ? full.left(kCellChars) + QStringLiteral("…") : full;
            m_differences->setItem(line, column++, cell(shown, full));
        }
    }
    fitSummary();
    m_waterfall->setComparison(c);
}

void CompareDialog::browse(QLineEdit *edit)
{
    const QString start = edit->text().isEmpty() ? m_pathA->text() : edit->text();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a plan"), start,
                                                      tr("Scenario and project files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    edit->setText(path);
    if (!m_pathA->text().trimmed().isEmpty() && !m_pathB->text().trimmed().isEmpty())
        compareFiles();
}

QString CompareDialog::exportTo(const QString &path, const QString &format)
{
    if (!m_comparison)
        return tr("Nothing to export: compare two plans first.");
    for (const QString &input : {m_comparedA, m_comparedB})
        if (ScenarioFiles::sameFile(input, path))
            return tr("%1 is a plan being compared; an export must not replace it. Choose another file name.")
                .arg(QDir::toNativeSeparators(path));
    try {
        const QByteArray bytes = format == QLatin1String("pdf")
            ? PdfReport::renderComparison(*m_comparison, *m_catalog)
            : ProjectFiles::comparisonJson(*m_comparison);
        if (bytes.isEmpty())
            return tr("%1: the report could not be made; nothing was written.").arg(QDir::toNativeSeparators(path));
        ScenarioFiles::writeAtomically(path, bytes);
    } catch (const model::InputError &e) {
        return Labels::fileMessage(e.what());
    }
    return {};
}

void CompareDialog::exportFile(const QString &format)
{
    if (!m_comparison)
        return;
    // Suggested: beside plan A, named after both ("a.json" and "b.json" → "a-vs-b.pdf").
    const QFileInfo a(m_comparedA), b(m_comparedB);
    const QString suggested =
        a.dir().filePath(a.completeBaseName() + QStringLiteral("-vs-") + b.completeBaseName() + QLatin1Char('.') + format);
    const bool pdf = format == QLatin1String("pdf");
    const QString path = QFileDialog::getSaveFileName(this, pdf ? tr("Export comparison as PDF") : tr("Export comparison as JSON"),
                                                      suggested, pdf ? tr("PDF files (*.pdf)") : tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    if (const QString error = exportTo(path, format); !error.isEmpty())
        QMessageBox::critical(this, tr("Export failed"), error);
}

} // namespace gpuplanner::ui
