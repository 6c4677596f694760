#pragma once

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gpuplanner::model {

/// Validated reads of JSON fields for the loaders. A `JsonFields` knows the file it reads from and
/// the JSON path of the object it looks at, so every error it throws (InputError) names both.
/// Numbers must be finite and inside [min, max]; integers must also be whole.
class JsonFields
{
public:
    /// `object` must outlive this reader. Throws InputError if `object` is not a JSON object.
    JsonFields(const nlohmann::json &object, std::string file, std::string path);

    bool has(const char *key) const;
    const nlohmann::json &at(const char *key) const; ///< throws InputError when missing
    const nlohmann::json &object() const { return m_object; }

    double number(const char *key, double min, double max) const; ///< required
    double number(const char *key, double fallback, double min, double max) const;
    std::optional<double> optionalNumber(const char *key, double min, double max) const;
    long long integer(const char *key, long long min, long long max) const;
    long long integer(const char *key, long long fallback, long long min, long long max) const;
    bool boolean(const char *key, bool fallback) const;
    /// Required, non-empty; without bidirectional controls (U+202E and kin), which would reorder
    /// the text shown after a name, and without control characters but the line break.
    std::string string(const char *key) const;
    std::string string(const char *key, const std::string &fallback) const;
    /// A string that must be one of `allowed`; throws naming the allowed values otherwise.
    std::string choice(const char *key, const std::vector<std::string> &allowed,
                       const std::string &fallback) const;
    /// A nested object, as a reader whose path extends this one's. Throws when missing.
    JsonFields child(const char *key) const;

    /// Checks "format" equals `format` and "version" is 1..`maxVersion`; a newer version fails
    /// with a message asking for a newer program. Returns the version.
    long long requireFormat(const std::string &format, long long maxVersion) const;

    /// Appends "<file>: <path>: unknown field, ignored" to `warnings` for every key of this
    /// object not in `known` (a typo must not pass unnoticed, nor fail a colleague's newer file).
    /// (A warning for a key one or two edits from a known one ends in `(did you mean "key"?)`.)
    /// A known key holding null is read as left out, with "<path>: null, read as if the field
    /// were left out".
    void warnUnknownKeys(std::initializer_list<const char *> known,
                         std::vector<std::string> &warnings) const;
    /// The same for a list of keys held elsewhere (Plans.h, kPlanKeys).
    void warnUnknownKeys(std::span<const char *const> known, std::vector<std::string> &warnings) const;

    /// JSON path of `key` below this object, e.g. "workload.serving.concurrency".
    std::string pathOf(const std::string &key) const;
    [[noreturn]] void fail(const std::string &key, const std::string &reason) const;

    const std::string &file() const { return m_file; }
    const std::string &path() const { return m_path; }

private:
    double checkedNumber(const char *key, const nlohmann::json &value, double min,
                         double max) const;

    const nlohmann::json &m_object;
    std::string m_file;
    std::string m_path;
};

/// Parses JSON text, accepting a leading UTF-8 byte-order mark. Throws InputError naming `file`,
/// the JSON path and the line of a syntax error; also for UTF-16 text, binary data, arrays or
/// objects nested more than 64 levels deep (deeper values would overflow the stack when copied or
/// printed) and more than 1,000,000 values. A key given twice in one object keeps its last value,
/// with "<file>: <path>: given twice; the last value is used" added to `warnings` (if not null).
nlohmann::json parseJsonText(const std::string &text, const std::string &file,
                             std::vector<std::string> *warnings = nullptr);

/// Levenshtein distance between `a` and `b` (insertions, deletions, substitutions, each 1): how
/// far a typed name is from a known one, for "did you mean" hints.
size_t editDistance(const std::string &a, const std::string &b);

} // namespace gpuplanner::model
