#include "JsonFields.h"

#include "InputError.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gpuplanner::model {

using nlohmann::json;

InputError::InputError(std::string file, std::string field, const std::string &reason)
    : std::runtime_error(file + ": " + (field.empty() ? std::string() : field + ": ") + reason),
      m_file(std::move(file)), m_field(std::move(field))
{
}

namespace {
std::string typeName(const json &v)
{
    return v.type_name();
}

std::string formatNumber(double v)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out << v;
    return out.str();
}
} // namespace

JsonFields::JsonFields(const json &object, std::string file, std::string path)
    : m_object(object), m_file(std::move(file)), m_path(std::move(path))
{
    if (!m_object.is_object())
        throw InputError(m_file, m_path.empty() ? "(top level)" : m_path,
                         "expected a JSON object, found " + typeName(m_object));
}

std::string JsonFields::pathOf(const std::string &key) const
{
    return m_path.empty() ? key : m_path + "." + key;
}

void JsonFields::fail(const std::string &key, const std::string &reason) const
{
    throw InputError(m_file, pathOf(key), reason);
}

bool JsonFields::has(const char *key) const
{
    auto it = m_object.find(key);
    return it != m_object.end() && !it->is_null();
}

const json &JsonFields::at(const char *key) const
{
    auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null())
        fail(key, "missing required field");
    return *it;
}

double JsonFields::checkedNumber(const char *key, const json &value, double min, double max) const
{
    if (!value.is_number())
        fail(key, "expected a number, found " + typeName(value));
    const double v = value.get<double>();
    if (!std::isfinite(v))
        fail(key, "must be a finite number");
    if (v < min || v > max)
        fail(key, formatNumber(v) + " is outside the allowed range " + formatNumber(min) + " to "
                      + formatNumber(max));
    return v;
}

double JsonFields::number(const char *key, double min, double max) const
{
    return checkedNumber(key, at(key), min, max);
}

double JsonFields::number(const char *key, double fallback, double min, double max) const
{
    return has(key) ? checkedNumber(key, m_object.at(key), min, max) : fallback;
}

std::optional<double> JsonFields::optionalNumber(const char *key, double min, double max) const
{
    if (!has(key))
        return std::nullopt;
    return checkedNumber(key, m_object.at(key), min, max);
}

long long JsonFields::integer(const char *key, long long min, long long max) const
{
    const double v = number(key, double(min), double(max));
    if (std::floor(v) != v)
        fail(key, "expected a whole number, found " + formatNumber(v));
    return static_cast<long long>(v);
}

long long JsonFields::integer(const char *key, long long fallback, long long min,
                              long long max) const
{
    return has(key) ? integer(key, min, max) : fallback;
}

bool JsonFields::boolean(const char *key, bool fallback) const
{
    if (!has(key))
        return fallback;
    const json &v = m_object.at(key);
    if (!v.is_boolean())
        fail(key, "expected true or false, found " + typeName(v));
    return v.get<bool>();
}

std::string JsonFields::string(const char *key) const
{
    const json &v = at(key);
    if (!v.is_string())
        fail(key, "expected a string, found " + typeName(v));
    std::string s = v.get<std::string>();
    if (s.empty())
        fail(key, "must not be empty");
    return s;
}

std::string JsonFields::string(const char *key, const std::string &fallback) const
{
    return has(key) ? string(key) : fallback;
}

std::string JsonFields::choice(const char *key, const std::vector<std::string> &allowed,
                               const std::string &fallback) const
{
    if (!has(key))
        return fallback;
    const std::string s = string(key);
    for (const auto &a : allowed)
        if (a == s)
            return s;
    std::string list;
    for (const auto &a : allowed)
        list += (list.empty() ? "" : ", ") + a;
    fail(key, "unknown value \"" + s + "\" (expected one of: " + list + ")");
}

JsonFields JsonFields::child(const char *key) const
{
    const json &v = at(key);
    if (!v.is_object())
        fail(key, "expected a JSON object, found " + typeName(v));
    return JsonFields(v, m_file, pathOf(key));
}

namespace {
/// Levenshtein distance between `a` and `b` (insertions, deletions, substitutions), for typos.
size_t editDistance(const std::string &a, const std::string &b)
{
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}
} // namespace

void JsonFields::warnUnknownKeys(std::initializer_list<const char *> known,
                                 std::vector<std::string> &warnings) const
{
    warnUnknownKeys(std::span<const char *const>(known.begin(), known.size()), warnings);
}

void JsonFields::warnUnknownKeys(std::span<const char *const> known, std::vector<std::string> &warnings) const
{
    for (const auto &item : m_object.items()) {
        bool isKnown = false;
        for (const char *k : known)
            isKnown = isKnown || item.key() == k;
        if (isKnown)
            continue;
        std::string warning = m_file + ": " + pathOf(item.key()) + ": unknown field, ignored";
        // A likely typo: a known field one or two edits away (keys of four letters or more).
        const char *closest = nullptr;
        size_t best = 3;
        if (item.key().size() >= 4 && item.key().size() <= 64)
            for (const char *k : known)
                if (const size_t d = editDistance(item.key(), k); d < best) {
                    best = d;
                    closest = k;
                }
        if (closest)
            warning += " (did you mean \"" + std::string(closest) + "\"?)";
        warnings.push_back(warning);
    }
}

long long JsonFields::requireFormat(const std::string &format, long long maxVersion) const
{
    if (string("format") != format)
        fail("format", "expected \"" + format + "\"");
    const long long version = integer("version", 1, 1000000);
    if (version > maxVersion)
        fail("version", "version " + std::to_string(version) + " is newer than this program reads ("
                            + std::to_string(maxVersion) + "); update GPU Planner");
    return version;
}

json parseJsonText(const std::string &text, const std::string &file)
{
    constexpr int kMaxJsonDepth = 64; // resources/SCENARIO.md, "Limits"
    std::string_view body(text);
    if (body.substr(0, 3) == "\xEF\xBB\xBF")
        body.remove_prefix(3);
    // UTF-16 with a byte-order mark, or without one: ASCII text then has a NUL byte in its first
    // two (JSON text never holds a raw NUL).
    if (body.substr(0, 2) == "\xFF\xFE" || body.substr(0, 2) == "\xFE\xFF"
        || (body.size() >= 2 && (body[0] == '\0' || body[1] == '\0')))
        throw InputError(file, "", "the file is UTF-16; save it as UTF-8");
    // Nesting limit: parsing is iterative, but copying, comparing and printing a json value
    // recurse, so 100000 nested arrays would overflow the stack later. Real files nest under 10.
    const json::parser_callback_t limitDepth = [&file](int depth, json::parse_event_t event, json &) {
        if (depth >= kMaxJsonDepth
            && (event == json::parse_event_t::object_start || event == json::parse_event_t::array_start))
            throw InputError(file, "", "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
        return true;
    };
    try {
        return json::parse(body.begin(), body.end(), limitDepth);
    } catch (const json::exception &e) {
        // nlohmann's text reads "[json.exception.parse_error.101] parse error at line 3, column 1:
        // syntax error ..."; keep the part after the bracketed id. A number too large for a
        // double (1e400) is an out_of_range.406, not a parse_error.
        std::string detail = e.what();
        if (const auto close = detail.find("] "); close != std::string::npos)
            detail.erase(0, close + 2);
        throw InputError(file, "", body.empty() ? std::string("not valid JSON: the file is empty")
                                                : "not valid JSON: " + detail);
    }
}

} // namespace gpuplanner::model
