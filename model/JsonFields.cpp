#include "JsonFields.h"

#include "InputError.h"
#include "Remarks.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <unordered_set>

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

std::string formatNumber(double v, int digits = 6)
{
    std::ostringstream out;
    out.imbue(std::locale::classic());
    out.precision(digits);
    out << v;
    return out.str();
}

/// `v` with as many significant digits as it takes to read differently from the bounds it broke
/// (1.0000000001 against a maximum of 1, not "1 is outside … to 1").
std::string formatBesideBounds(double v, double min, double max)
{
    int digits = 6;
    while (digits < 17 && (formatNumber(v, digits) == formatNumber(min) || formatNumber(v, digits) == formatNumber(max)))
        ++digits;
    return formatNumber(v, digits);
}
} // namespace

JsonFields::JsonFields(const json &object, std::string file, std::string path)
    : m_object(object), m_file(std::move(file)), m_path(std::move(path))
{
    if (!m_object.is_object())
        throw InputError(m_file, m_path.empty() ? "(top level)" : m_path,
                         fillRemark(remark::kExpectedObject, {typeName(m_object)}));
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
        fail(key, remark::kMissingField);
    return *it;
}

double JsonFields::checkedNumber(const char *key, const json &value, double min, double max) const
{
    if (!value.is_number())
        fail(key, fillRemark(remark::kExpectedNumber, {typeName(value)}));
    const double v = value.get<double>();
    if (!std::isfinite(v))
        fail(key, remark::kNotFinite);
    if (v < min || v > max)
        fail(key, fillRemark(remark::kOutOfRange, {formatBesideBounds(v, min, max), formatNumber(min), formatNumber(max)}));
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
        fail(key, fillRemark(remark::kExpectedWhole, {formatNumber(v)}));
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
        fail(key, fillRemark(remark::kExpectedBool, {typeName(v)}));
    return v.get<bool>();
}

namespace {

/// `s` without Unicode's bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E,
/// U+2066–U+2069, in UTF-8) and without control characters other than the line break (a BEL or a
/// tab in a name reached the PDF's title). Text from files is shown beside prices: a right-to-left
/// override in a name ("…\u202etxt.exe") would mirror what follows it ("9.00 CNY" read "YNC 00.9").
std::string withoutControls(std::string s)
{
    const auto isControl = [&s](size_t i) -> size_t { // length of the control starting at i, or 0
        const auto byte = [&s](size_t k) { return static_cast<unsigned char>(s[k]); };
        if (i + 1 < s.size() && byte(i) == 0xD8 && byte(i + 1) == 0x9C)
            return 2;
        if (i + 2 >= s.size() || byte(i) != 0xE2)
            return 0;
        const unsigned char b1 = byte(i + 1), b2 = byte(i + 2);
        const bool marks = b1 == 0x80 && (b2 == 0x8E || b2 == 0x8F || (b2 >= 0xAA && b2 <= 0xAE));
        const bool isolates = b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9;
        return marks || isolates ? 3 : 0;
    };
    std::string out;
    out.reserve(s.size());
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if ((c < 0x20 && c != '\n') || c == 0x7F) {
            ++i;
        } else if (const size_t n = isControl(i)) {
            i += n;
        } else {
            out += s[i++];
        }
    }
    return out;
}

} // namespace

std::string JsonFields::string(const char *key) const
{
    const json &v = at(key);
    if (!v.is_string())
        fail(key, fillRemark(remark::kExpectedString, {typeName(v)}));
    std::string s = withoutControls(v.get<std::string>());
    if (s.empty())
        fail(key, remark::kEmptyString);
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
    fail(key, fillRemark(remark::kUnknownValue, {s, list}));
}

JsonFields JsonFields::child(const char *key) const
{
    const json &v = at(key);
    if (!v.is_object())
        fail(key, fillRemark(remark::kExpectedObject, {typeName(v)}));
    return JsonFields(v, m_file, pathOf(key));
}

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
        if (isKnown) {
            if (item.value().is_null()) // read as left out: say so, the default may surprise
                warnings.push_back(remarkAt(m_file, pathOf(item.key()), remark::kNull));
            continue;
        }
        // Another framework's name for a known field (Megatron-LM's, DeepSpeed's), or a likely
        // typo: a known field one or two edits away (keys of four letters or more).
        static constexpr std::pair<const char *, const char *> kOtherNames[] = {
            {"tensor_model_parallel_size", "tensor_parallel_size"},
            {"pipeline_model_parallel_size", "pipeline_parallel_size"},
            {"expert_model_parallel_size", "expert_parallel_size"},
            {"virtual_pipeline_parallel_size", "virtual_pipeline_model_parallel_size"},
            {"train_micro_batch_size_per_gpu", "micro_batch_size"},
            {"train_batch_size", "global_batch_size"},
        };
        const char *closest = nullptr;
        for (const auto &[other, ours] : kOtherNames)
            if (item.key() == other)
                for (const char *k : known)
                    if (std::string_view(k) == ours)
                        closest = k;
        size_t best = 3;
        if (!closest && item.key().size() >= 4 && item.key().size() <= 64)
            for (const char *k : known)
                if (const size_t d = editDistance(item.key(), k); d < best) {
                    best = d;
                    closest = k;
                }
        warnings.push_back(closest ? remarkAt(m_file, pathOf(item.key()), remark::kUnknownFieldDidYouMean, {closest})
                                   : remarkAt(m_file, pathOf(item.key()), remark::kUnknownField));
    }
}

long long JsonFields::requireFormat(const std::string &format, long long maxVersion) const
{
    if (string("format") != format)
        fail("format", fillRemark(remark::kWrongFormat, {format}));
    const long long version = integer("version", 1, 1000000);
    if (version > maxVersion)
        fail("version", fillRemark(remark::kNewerVersion, {std::to_string(version), std::to_string(maxVersion)}));
    return version;
}

namespace {

/// Where a reader is inside a JSON text: one entry per open array or object.
struct PathFrame
{
    bool array = false;
    long long index = 0; ///< arrays: the element being read
    std::string key;     ///< objects: the key being read ("" between keys)
};

/// The JSON path of `frames` as error messages write it: "compare.offerings[0].gpu".
std::string jsonPath(const std::vector<PathFrame> &frames)
{
    std::string out;
    for (const PathFrame &f : frames) {
        if (f.array)
            out += "[" + std::to_string(std::max(0LL, f.index)) + "]";
        else if (!f.key.empty())
            out += (out.empty() ? "" : ".") + f.key;
    }
    return out;
}

/// What a JSON text holds, found in one pass before parsing: the deepest nesting of arrays and
/// objects, the number of values (containers and the commas between elements) and the paths of
/// keys given twice in one object (nlohmann keeps the last without a word), brackets, commas and
/// quotes inside strings left out. The pass stops once deeper than `maxDepth`. For text that is
/// not JSON the figures are rough, and the parser's own error then says what is wrong.
struct JsonShape
{
    int depth = 0;
    long long values = 0;
    std::vector<std::string> duplicateKeys; ///< JSON paths ("workload.gpus"), in text order
};

JsonShape shapeOf(std::string_view text, int maxDepth)
{
    JsonShape shape;
    std::vector<PathFrame> frames;
    std::vector<std::unordered_set<std::string>> keys; // per frame, the keys of an object so far
    bool inString = false, escaped = false, expectKey = false, readingKey = false;
    std::string key;
    for (const char c : text) {
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
                if (readingKey) {
                    frames.back().key = key;
                    if (!keys.back().insert(key).second)
                        shape.duplicateKeys.push_back(jsonPath(frames));
                    readingKey = expectKey = false;
                }
                continue;
            }
            if (readingKey)
                key += c;
        } else if (c == '"') {
            inString = true;
            // A key only where an object expects one (text that is not JSON, "{}\"x\"", must not
            // reach an object that is no longer open).
            readingKey = expectKey && !frames.empty() && !frames.back().array;
            key.clear();
        } else if (c == '[' || c == '{') {
            shape.depth = std::max(shape.depth, int(frames.size()) + 1);
            ++shape.values;
            if (shape.depth > maxDepth)
                return shape;
            frames.push_back({c == '[', 0, {}});
            keys.emplace_back();
            expectKey = c == '{';
        } else if (c == ']' || c == '}') {
            expectKey = false;
            if (!frames.empty()) {
                frames.pop_back();
                keys.pop_back();
            }
        } else if (c == ',') {
            ++shape.values;
            if (!frames.empty()) {
                ++frames.back().index;
                expectKey = !frames.back().array;
            }
        }
    }
    return shape;
}

/// Where a JSON text stops being valid: the JSON path of the value being read ("workload.gpus",
/// "compare.offerings[0]") and the line and column. A SAX pass that keeps only the path, run when
/// parsing has failed, since nlohmann's exceptions carry no path and an overflowing number (1e400)
/// not even a position.
class ErrorLocator
{
public:
    explicit ErrorLocator(std::string_view text) : m_text(text) {}

    bool null() { return value(); }
    bool boolean(bool) { return value(); }
    bool number_integer(json::number_integer_t) { return value(); }
    bool number_unsigned(json::number_unsigned_t) { return value(); }
    bool number_float(json::number_float_t, const json::string_t &) { return value(); }
    bool string(json::string_t &) { return value(); }
    bool binary(json::binary_t &) { return value(); }
    bool start_object(std::size_t) { return open(false); }
    bool start_array(std::size_t) { return open(true); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(json::string_t &k)
    {
        m_frames.back().key = k;
        return true;
    }
    bool parse_error(std::size_t position, const std::string &, const json::exception &)
    {
        m_position = position;
        return false;
    }

    /// The path of the value at the error, "" at the top level.
    std::string path() const { return jsonPath(m_frames); }
    /// "line L, column C" of the error (1-based; nlohmann counts the character read last).
    std::string where() const
    {
        const std::string_view before = m_text.substr(0, std::min(m_position, m_text.size()));
        const std::size_t line = std::size_t(std::count(before.begin(), before.end(), '\n')) + 1;
        const std::size_t newline = before.rfind('\n');
        const std::size_t column = newline == std::string_view::npos ? before.size() : before.size() - newline - 1;
        return "line " + std::to_string(line) + ", column " + std::to_string(std::max<std::size_t>(column, 1));
    }

private:
    bool value() // a scalar read whole: the next error is past it
    {
        enter();
        leave();
        return true;
    }
    bool open(bool array)
    {
        enter();
        m_frames.push_back({array, -1, {}}); // the first element's enter() makes it 0
        return true;
    }
    bool close()
    {
        m_frames.pop_back();
        leave();
        return true;
    }
    void enter() // a value starts: in an array, the next element
    {
        if (!m_frames.empty() && m_frames.back().array)
            ++m_frames.back().index;
    }
    void leave() // a value ends: in an object, no key is being read until the next one
    {
        if (!m_frames.empty() && !m_frames.back().array)
            m_frames.back().key.clear();
    }

    std::string_view m_text;
    std::vector<PathFrame> m_frames;
    std::size_t m_position = 0;
};

} // namespace

json parseJsonText(const std::string &text, const std::string &file, std::vector<std::string> *warnings)
{
    constexpr int kMaxJsonDepth = 64;            // resources/SCENARIO.md, "Limits"
    constexpr long long kMaxJsonValues = 1000000; // the same
    std::string_view body(text);
    if (body.substr(0, 3) == "\xEF\xBB\xBF")
        body.remove_prefix(3);
    // UTF-16 with a byte-order mark, or without one: JSON then starts with an ASCII character
    // whose other byte is NUL, and so does the next ("{\0\n\0" little-endian, "\0{\0\n" big).
    const auto isAscii = [](char c) { return c > 0 && c < 0x7F; };
    const bool utf16Le = body.size() >= 4 && isAscii(body[0]) && body[1] == '\0' && body[3] == '\0';
    const bool utf16Be = body.size() >= 4 && body[0] == '\0' && isAscii(body[1]) && body[2] == '\0';
    if (body.substr(0, 2) == "\xFF\xFE" || body.substr(0, 2) == "\xFE\xFF" || utf16Le || utf16Be)
        throw InputError(file, "", remark::kUtf16);
    // Other bytes no text holds (JSON text never holds a raw NUL): an image, an archive, a
    // program. Said plainly rather than as the parser's first syntax error.
    if (body.find('\0') != std::string_view::npos)
        throw InputError(file, "", remark::kBinary);
    // Nesting limit: parsing is iterative, but copying, comparing and printing a json value
    // recurse, so 100000 nested arrays would overflow the stack later. Real files nest under 10.
    // Value limit: each value costs a heap node (about 100 bytes, and as much time again to free),
    // so four million empty objects in 16 MiB took seconds and half a GiB; the built-in catalog
    // holds about 10,000 values, a scenario a few hundred. Both are checked in one pass over the
    // text rather than in nlohmann's parser callback, whose object_end handler scans the enclosing
    // container each time (quadratic in a list of objects).
    const JsonShape shape = shapeOf(body, kMaxJsonDepth);
    if (shape.depth > kMaxJsonDepth)
        throw InputError(file, "", fillRemark(remark::kTooDeep, {std::to_string(kMaxJsonDepth)}));
    if (shape.values > kMaxJsonValues)
        throw InputError(file, "", fillRemark(remark::kTooManyValues, {std::to_string(kMaxJsonValues)}));
    if (warnings)
        for (const std::string &path : shape.duplicateKeys)
            warnings->push_back(remarkAt(file, path, remark::kGivenTwice));
    try {
        return json::parse(body.begin(), body.end());
    } catch (const json::exception &e) {
        if (body.empty())
            throw InputError(file, "", remark::kEmptyFile);
        // nlohmann's text reads "[json.exception.parse_error.101] parse error at line 3, column 1:
        // syntax error ..."; keep the part after the bracketed id. A number too large for a
        // double (1e400) is an out_of_range.406 with neither line nor path: both come from the
        // locating pass.
        std::string detail = e.what();
        if (const auto close = detail.find("] "); close != std::string::npos)
            detail.erase(0, close + 2);
        ErrorLocator locator(body);
        json::sax_parse(body.begin(), body.end(), &locator);
        if (e.id == 406)
            detail += " (" + locator.where() + ")";
        throw InputError(file, locator.path(), fillRemark(remark::kNotJson, {detail}));
    }
}

} // namespace gpuplanner::model
