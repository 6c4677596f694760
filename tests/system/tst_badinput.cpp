// Bad-input matrix (issue 7, item 3): every loader – scenario file, catalog in the built-in
// format, the user's catalog (merged over the built-in one), a Hugging Face config.json, and the
// command line – against the same kinds of broken input. Each bad case must fail with an
// InputError whose message names the file and, where there is one, the field; nothing may be
// written and the input must be left as it was. What is tolerated (UTF-8 BOM, unknown keys) must
// load, unknown keys with a warning. tst_scenariofiles, tst_catalog and tst_cli hold the cases
// already covered there (unknown preset id, negative sequence length, unknown region id, ...);
// this matrix adds the others for every loader.

#include "CliSupport.h"
#include "TestSupport.h"

#include "InputError.h"
#include "JsonFields.h"
#include "CatalogStore.h"
#include "ScenarioFiles.h"

#include <QtTest>

#include <functional>
#include <optional>
#include <string_view>

using namespace gpuplanner;
using nlohmann::json;
using ui::ScenarioFiles;

namespace {

const QString kScenario = QStringLiteral("scenario");
const QString kCatalog = QStringLiteral("catalog");
const QString kUserCatalog = QStringLiteral("user catalog");
const QString kHfConfig = QStringLiteral("config.json");

constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024; // ScenarioFiles.cpp: kMaxFileBytes
const std::string kDeep = std::string(100000, '[') + std::string(100000, ']');

/// A valid input for each loader, the base every bad case is made from.
std::string baseText(const QString &loader)
{
    if (loader == kScenario)
        return R"({"format": "gpuplanner-scenario", "version": 1, "name": "bad input",
  "workload": {"kind": "lora", "model": "llama-2-7b", "train_tokens": 1e8, "gpus": 1,
               "micro_batch_size": 2, "serving": {"concurrency": 8}},
  "duration_hours": 24, "budget": 5000, "data": {"dataset_gb": 10},
  "compare": {"regions": ["guizhou", "beijing"], "offerings": ["a100-80gb-card"]}})";
    if (loader == kCatalog)
        return test::readSourceFile("resources/catalog.json");
    if (loader == kUserCatalog)
        return R"({"format": "gpuplanner-catalog", "version": 1, "defaults": {"mfu": 0.45},
  "offerings": [{"id": "my-card", "kind": "whole_card", "gpu": "a100-80gb", "gpus": 1,
                 "price": {"hourly": 6.0}, "as_of": "2026-12-01", "source": "our quote"}]})";
    return test::readSourceFile("tests/data/hf-configs/llama-2-7b.config.json");
}

/// The file name each loader reads.
QString fileName(const QString &loader)
{
    if (loader == kScenario)
        return QStringLiteral("scenario.json");
    if (loader == kHfConfig)
        return QStringLiteral("config.json");
    return QStringLiteral("catalog.json");
}

/// JSON pointer into `root` where a segment "section[id]" names the entry of that array with
/// that "id" (catalog entries are found by id, as their error paths name them).
json::json_pointer resolve(const json &root, const std::string &path)
{
    std::string out;
    const json *at = &root;
    size_t pos = 1;
    while (pos <= path.size()) {
        size_t next = path.find('/', pos);
        if (next == std::string::npos)
            next = path.size();
        const std::string segment = path.substr(pos, next - pos);
        if (const auto open = segment.find('['); open != std::string::npos) {
            const std::string key = segment.substr(0, open);
            const std::string id = segment.substr(open + 1, segment.size() - open - 2);
            const json &list = at->at(key);
            size_t i = 0;
            while (i < list.size() && list[i].value("id", std::string()) != id)
                ++i;
            if (i == list.size())
                throw std::runtime_error("test bug: no " + segment);
            out += "/" + key + "/" + std::to_string(i);
            at = &list[i];
        } else {
            out += "/" + segment;
            if (at->is_array() && std::stoul(segment) < at->size())
                at = &(*at)[std::stoul(segment)];
            else if (at->contains(segment))
                at = &(*at)[segment];
        }
        pos = next + 1;
    }
    return json::json_pointer(out);
}

/// `base` with the value at `path` replaced by (or set to) the raw JSON text `raw`, which may be
/// what no JSON library writes: NaN, Infinity, 1e400, 100000 nested arrays.
QByteArray withRaw(const std::string &base, const std::string &path, const std::string &raw)
{
    json j = json::parse(base);
    j[resolve(j, path)] = "@@RAW@@";
    std::string text = j.dump(2);
    const std::string marker = "\"@@RAW@@\"";
    text.replace(text.find(marker), marker.size(), raw);
    return QByteArray::fromStdString(text);
}

/// `base` without the key at `path`.
QByteArray without(const std::string &base, const std::string &path)
{
    json j = json::parse(base);
    const json::json_pointer p = resolve(j, path);
    j.at(p.parent_pointer()).erase(p.back());
    return QByteArray::fromStdString(j.dump(2));
}

QByteArray utf16(const std::string &text, bool littleEndian, bool byteOrderMark)
{
    const QString s = QString::fromStdString(text);
    QByteArray out;
    if (byteOrderMark)
        out += littleEndian ? QByteArray("\xFF\xFE") : QByteArray("\xFE\xFF");
    for (const QChar ch : s) {
        const char lo = char(ch.unicode() & 0xFF);
        const char hi = char(ch.unicode() >> 8);
        out += littleEndian ? QByteArray { &lo, 1 } + QByteArray { &hi, 1 }
                            : QByteArray { &hi, 1 } + QByteArray { &lo, 1 };
    }
    return out;
}

/// One bad input: how to make it and what the error must say.
struct Case
{
    QString loader;
    const char *name;
    std::function<QByteArray()> content; ///< the file's bytes (unused for "folder" and "missing")
    const char *special; ///< "", "huge" (content padded past 16 MiB), "folder", "missing"
    const char *field; ///< InputError::field(), "" when the file as a whole is bad, "*" when it
                       ///< depends on where the text breaks off
    const char *reason; ///< a phrase the message must hold
    std::optional<QByteArray> config = {}; ///< CLI only: a config.json written next to the scenario

    QString specialKind() const { return QString::fromUtf8(special); }
    QString fieldName() const { return QString::fromUtf8(field); }
    bool fieldChecked() const { return *field && std::string_view(field) != "*"; }
    QString reasonText() const { return QString::fromUtf8(reason); }
};

QStringList strings(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QString::fromUtf8(item);
    return out;
}

/// Text-level cases every loader shares: they fail before any field is read, and a text that
/// stops being JSON names the field where it does. `numberPath` is a number the tokens NaN,
/// Infinity and 1e400 replace (`numberField` in the message); `deepPath` where 100000 nested arrays go
/// (where the loader would copy or print the value, which recurses: without the nesting limit
/// the scenario's unknown-region message and the user catalog's merge overflowed the stack).
void addFileCases(std::vector<Case> &cases, const QString &loader, const std::string &numberPath,
    const char *numberField, const std::string &deepPath)
{
    const std::string base = baseText(loader);
    auto add = [&](const char *name, std::function<QByteArray()> content, const char *special,
                   const char *reason, const char *field = "") {
        cases.push_back({ loader, name, std::move(content), special, field, reason });
    };
    add(
        "empty file", [] { return QByteArray(); }, "", "not valid JSON: the file is empty");
    add(
        "truncated", [base] { return QByteArray::fromStdString(base.substr(0, base.size() / 2)); },
        "", "not valid JSON: parse error at line", "*");
    add(
        "UTF-16 LE", [base] { return utf16(base, true, true); }, "",
        "the file is UTF-16; save it as UTF-8");
    add(
        "UTF-16 BE", [base] { return utf16(base, false, true); }, "",
        "the file is UTF-16; save it as UTF-8");
    add(
        "UTF-16 LE, no BOM", [base] { return utf16(base, true, false); }, "", "the file is UTF-16");
    add(
        "binary data", [] { return QByteArray("\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0>\0", 20); }, "",
        "binary data, not a JSON text file");
    add(
        "NaN token", [base, numberPath] { return withRaw(base, numberPath, "NaN"); }, "",
        "not valid JSON: parse error at line", numberField);
    add(
        "Infinity token", [base, numberPath] { return withRaw(base, numberPath, "-Infinity"); }, "",
        "not valid JSON: parse error at line", numberField);
    add(
        "1e400", [base, numberPath] { return withRaw(base, numberPath, "1e400"); }, "",
        "number overflow parsing '1e400' (line", numberField);
    add(
        "a million values in a field", [base, deepPath] {
            std::string many = "[";
            for (int i = 0; i < 600000; ++i)
                many += "{},";
            return withRaw(base, deepPath, many + "{}]");
        },
        "", "holds more than 1000000 JSON values");
    add(
        "deep nesting, whole file", [] { return QByteArray::fromStdString(kDeep); }, "",
        "nested deeper than 64 levels");
    add(
        "deep nesting in a field", [base, deepPath] { return withRaw(base, deepPath, kDeep); }, "",
        "nested deeper than 64 levels");
    add(
        "huge file", [base] { return QByteArray::fromStdString(base); }, "huge",
        "larger than 16 MiB");
    add("folder", {}, "folder", "is a folder, not a file");
    add("missing file", {}, "missing", "no such file");
}

const std::vector<Case> &cases()
{
    static const std::vector<Case> all = [] {
        std::vector<Case> c;
        auto set = [](const QString &loader, const std::string &path, const std::string &raw) {
            return [loader, path, raw] { return withRaw(baseText(loader), path, raw); };
        };
        auto erase = [](const QString &loader, const std::string &path) {
            return [loader, path] { return without(baseText(loader), path); };
        };
        // The ranges quoted in messages are the loaders' own: Scenario.cpp (data.dataset_gb 0 to
        // 1e7, duration_hours 0.01 to 1e6), Catalog.cpp (price_multiplier 0.1 to 10, prices 0 to
        // 1e12, mfu 0.01 to 1) and ModelArch.cpp (dimensions 1 to kMaxDim = 1e7).
        const char *range = "is outside the allowed range";

        // Scenario files (resources/SCENARIO.md).
        const QString s = kScenario;
        addFileCases(c, s, "/budget", "budget", "/compare/regions/0");
        c.push_back({ s, "negative", set(s, "/data/dataset_gb", "-1"), "", "data.dataset_gb",
            "-1 is outside the allowed range 0 to 1e+07" });
        c.push_back({ s, "zero", set(s, "/workload/micro_batch_size", "0"), "",
            "workload.micro_batch_size", range });
        c.push_back({ s, "just past a bound", set(s, "/workload/mfu", "1.0000000001"), "", "workload.mfu",
            "1.0000000001 is outside the allowed range 0.01 to 1" });
        c.push_back({ s, "fraction of a count", set(s, "/workload/global_batch_size", "16.5"), "",
            "workload.global_batch_size", "expected a whole number, found 16.5" });
        c.push_back({ s, "1e308", set(s, "/duration_hours", "1e308"), "", "duration_hours",
            "1e+308 is outside the allowed range 0.01 to 1e+06" });
        c.push_back({ s, "string for number", set(s, "/workload/serving/concurrency", "\"8\""), "",
            "workload.serving.concurrency", "expected a number, found string" });
        c.push_back({ s, "number for a choice that takes true or false", set(s, "/workload/gradient_checkpointing", "1"), "",
            "workload.gradient_checkpointing", "expected one of: \"full\", \"selective\", \"none\", true, false; found 1" });
        c.push_back({ s, "unknown checkpointing", set(s, "/workload/gradient_checkpointing", "\"partial\""), "",
            "workload.gradient_checkpointing", "unknown value \"partial\" (expected one of: full, selective, none)" });
        c.push_back({ s, "array for object", set(s, "/data", "[]"), "", "data",
            "expected a JSON object, found array" });
        c.push_back({ s, "object for list", set(s, "/compare/regions", "{}"), "", "compare.regions",
            "expected a list of region ids" });
        // Options are named offering@region: no two may share a name (issue 13, duplicate ids).
        c.push_back({ s, "region twice", set(s, "/compare/regions", R"(["guizhou", "beijing", "guizhou"])"), "",
            "compare.regions[2]", "region \"guizhou\" is listed twice" });
        c.push_back({ s, "offering twice",
            set(s, "/compare/offerings", R"(["a100-80gb-card", {"offering": "a100-80gb-card", "units": 2}])"), "",
            "compare.offerings[1]", "offering id \"a100-80gb-card\" is listed twice" });
        c.push_back({ s, "inline ids twice",
            set(s, "/compare/offerings",
                R"([{"id": "mine", "kind": "whole_card", "gpu": "a100-80gb", "price": {"hourly": 3}},
                    {"id": "mine", "kind": "whole_card", "gpu": "h100-80gb", "price": {"hourly": 9}}])"),
            "", "compare.offerings[1]", "offering id \"mine\" is listed twice" });
        c.push_back({ s, "inline id of a catalog offering",
            set(s, "/compare/offerings/0",
                R"({"id": "a100-80gb-card", "kind": "whole_card", "gpu": "a100-80gb", "price": {"hourly": 3}})"),
            "", "compare.offerings[0].id", "is the id of a catalog offering" });
        // More options than a comparison holds (model::kMaxComparedOptions): 2,501 offerings in
        // the two regions listed.
        c.push_back({ s, "too many options",
            [] {
                std::string many = "[";
                for (int i = 0; i <= 2500; ++i)
                    many += (i ? ", " : "") + std::string(R"({"id": "o)") + std::to_string(i)
                        + R"(", "kind": "whole_card", "gpu": "a100-80gb", "price": {"hourly": 3}})";
                return withRaw(baseText(kScenario), "/compare/offerings", many + "]");
            },
            "", "compare.offerings", "compares 5002 options (offerings × regions); at most 5000" });
        c.push_back({ s, "unknown GPU",
            set(s, "/compare/offerings/0",
                R"({"kind": "whole_card", "gpu": "rtx9090", "price": {"hourly": 3}})"),
            "", "compare.offerings[0].gpu", "unknown GPU id \"rtx9090\"" });
        c.push_back({ s, "unknown model preset",
            set(s, "/workload/model", R"({"preset": "gpt-9", "params": 7e9})"), "",
            "workload.model.preset", "unknown model preset \"gpt-9\"" });
        c.push_back({ s, "unknown offering",
            set(s, "/compare/offerings/0", R"({"offering": "a100-81gb-card", "units": 2})"), "",
            "compare.offerings[0].offering", "unknown offering id \"a100-81gb-card\"" });
        c.push_back({ s, "unknown region",
            set(s, "/compare/offerings/0",
                R"({"kind": "whole_card", "gpu": "a100-80gb", "price": {"hourly": 3}, "region": "mars"})"),
            "", "compare.offerings[0].region", "unknown region id \"mars\"" });
        c.push_back({ s, "missing workload", erase(s, "/workload"), "", "workload",
            "missing required field" });
        c.push_back(
            { s, "missing format", erase(s, "/format"), "", "format", "missing required field" });
        c.push_back({ s, "newer version", set(s, "/version", "2"), "", "version",
            "version 2 is newer than this program reads (1)" });

        // The catalog in the built-in format (resources/CATALOG.md).
        const QString k = kCatalog;
        addFileCases(c, k, "/defaults/mfu", "defaults.mfu", "/offerings[a100-80gb-card]/region");
        c.push_back({ k, "negative", set(k, "/gpus[a100-80gb]/memory_bandwidth_gb_s", "-2039"), "",
            "gpus[a100-80gb].memory_bandwidth_gb_s", range });
        c.push_back({ k, "zero", set(k, "/regions[guizhou]/price_multiplier", "0"), "",
            "regions[guizhou].price_multiplier", "0 is outside the allowed range 0.1 to 10" });
        c.push_back({ k, "zero", set(k, "/gpus[rtx4090-24gb]/decode_bandwidth_efficiency", "0"), "",
            "gpus[rtx4090-24gb].decode_bandwidth_efficiency", "0 is outside the allowed range 0.01 to 1" });
        c.push_back({ k, "1e308", set(k, "/offerings[a100-80gb-card]/price/hourly", "1e308"), "",
            "offerings[a100-80gb-card].price.hourly", range });
        c.push_back({ k, "string for number", set(k, "/defaults/mfu", "\"0.4\""), "",
            "defaults.mfu", "expected a number, found string" });
        c.push_back({ k, "array for object", set(k, "/defaults", "[]"), "", "defaults",
            "expected a JSON object, found array" });
        c.push_back({ k, "object for array", set(k, "/regions", "{}"), "", "regions",
            "expected an array, found object" });
        c.push_back({ k, "unknown GPU", set(k, "/offerings[a100-80gb-spot]/gpu", "\"b300\""), "",
            "offerings[a100-80gb-spot].gpu", "unknown GPU id \"b300\"" });
        c.push_back({ k, "unknown MIG profile",
            set(k, "/offerings[a100-80gb-mig-3g.40gb]/mig_profile", "\"3g.41gb\""), "",
            "offerings[a100-80gb-mig-3g.40gb].mig_profile", "not a MIG profile of a100-80gb" });
        c.push_back(
            { k, "unknown offering", set(k, "/defaults/compare_offerings", R"(["a100-81gb-card"])"),
                "", "defaults.compare_offerings", "unknown offering id \"a100-81gb-card\"" });
        c.push_back({ k, "unknown region", set(k, "/offerings[h100-80gb-card]/region", "\"mars\""),
            "", "offerings[h100-80gb-card].region", "unknown region id \"mars\"" });
        c.push_back({ k, "missing key", erase(k, "/gpus[h100-80gb]/memory_gb"), "",
            "gpus[h100-80gb].memory_gb", "missing required field" });
        c.push_back(
            { k, "missing as_of", erase(k, "/as_of"), "", "as_of", "missing required field" });
        c.push_back({ k, "newer version", set(k, "/version", "2"), "", "version",
            "version 2 is newer than this program reads (1)" });

        // The user's catalog: only what they change, merged over the built-in one (README).
        const QString u = kUserCatalog;
        addFileCases(c, u, "/offerings/0/price/hourly", "offerings[0].price.hourly", "/offerings/0/source");
        c.push_back({ u, "negative", set(u, "/offerings/0/price/hourly", "-6"), "",
            "offerings[my-card].price.hourly", "-6 is outside the allowed range 0 to 1e+12" });
        c.push_back({ u, "zero", set(u, "/defaults/mfu", "0"), "", "defaults.mfu",
            "0 is outside the allowed range 0.01 to 1" });
        c.push_back({ u, "1e308", set(u, "/defaults/cny_per_usd", "1e308"), "",
            "defaults.cny_per_usd", range });
        c.push_back({ u, "string for number", set(u, "/offerings/0/gpus", "\"2\""), "",
            "offerings[my-card].gpus", "expected a number, found string" });
        c.push_back({ u, "array for object", set(u, "/defaults", "[]"), "", "defaults",
            "expected a JSON object, found array" });
        c.push_back({ u, "object for array", set(u, "/offerings", "{}"), "", "offerings",
            "expected an array, found object" });
        c.push_back({ u, "whole file an array", [] { return QByteArray("[]"); }, "", "(top level)",
            "expected a JSON object, found array" });
        c.push_back({ u, "unknown GPU", set(u, "/offerings/0/gpu", "\"b300\""), "",
            "offerings[my-card].gpu", "unknown GPU id \"b300\"" });
        c.push_back({ u, "unknown region", set(u, "/offerings/0/region", "\"mars\""), "",
            "offerings[my-card].region", "unknown region id \"mars\"" });
        c.push_back(
            { u, "unknown offering", set(u, "/defaults/compare_offerings", R"(["a100-81gb-card"])"),
                "", "defaults.compare_offerings", "unknown offering id \"a100-81gb-card\"" });
        c.push_back({ u, "missing key", erase(u, "/offerings/0/price"), "",
            "offerings[my-card].price", "missing required field" });
        c.push_back({ u, "missing id", erase(u, "/offerings/0/id"), "", "offerings[0]",
            "each entry needs a string \"id\"" });
        c.push_back({ u, "newer version", set(u, "/version", "2"), "", "version",
            "version 2 is newer than this program reads (1)" });

        // A Hugging Face config.json (ModelArch.cpp, archFromHfConfig).
        const QString h = kHfConfig;
        addFileCases(c, h, "/rms_norm_eps", "rms_norm_eps", "/rope_scaling");
        c.push_back({ h, "negative", set(h, "/num_hidden_layers", "-32"), "", "num_hidden_layers",
            "-32 is outside the allowed range 1 to 1e+07" });
        c.push_back(
            { h, "zero", set(h, "/num_attention_heads", "0"), "", "num_attention_heads", range });
        c.push_back({ h, "1e308", set(h, "/vocab_size", "1e308"), "", "vocab_size", range });
        c.push_back({ h, "fraction", set(h, "/hidden_size", "4096.5"), "", "hidden_size",
            "expected a whole number, found 4096.5" });
        c.push_back({ h, "string for number", set(h, "/hidden_size", "\"4096\""), "", "hidden_size",
            "expected a number, found string" });
        c.push_back({ h, "string for boolean", set(h, "/tie_word_embeddings", "\"false\""), "",
            "tie_word_embeddings", "expected true or false, found string" });
        c.push_back(
            { h, "whole file an array", [] { return QByteArray("[{\"hidden_size\": 4096}]"); }, "",
                "(top level)", "expected a JSON object, found array" });
        c.push_back({ h, "KV heads do not divide heads", set(h, "/num_key_value_heads", "5"), "",
            "num_key_value_heads", "must divide num_attention_heads" });
        // A family the planner has no config-class defaults for (Llama's vocab_size would be
        // LlamaConfig's 32,000) must give every key.
        c.push_back({ h, "missing key",
            [h] { return without(withRaw(baseText(h), "/model_type", "\"internlm2\"").toStdString(), "/vocab_size"); },
            "", "vocab_size", "missing required field" });
        return c;
    }();
    return all;
}

/// Reads `path` with `loader` as the program does; returns the warnings it tolerated. Throws
/// model::InputError.
std::vector<std::string> load(const QString &loader, const QString &path)
{
    const std::string file = path.toStdString();
    if (loader == kScenario)
        return ScenarioFiles::loadScenario(path, ui::CatalogStore::builtin()).loadWarnings;
    if (loader == kCatalog)
        return model::parseCatalog(ScenarioFiles::readText(path), file).warnings;
    if (loader == kUserCatalog) {
        // As the catalog store loads the user's file: read on its own (keys given twice), then
        // merged over the built-in catalog.
        const std::string builtin = ui::CatalogStore::builtinText();
        const std::string text = ScenarioFiles::readText(path);
        std::vector<std::string> warnings;
        model::parseJsonText(text, file, &warnings);
        for (std::string &w : model::parseCatalog(model::mergeCatalogJson(builtin, text, file), file).warnings)
            warnings.push_back(std::move(w));
        return warnings;
    }
    ScenarioFiles::loadHfConfig(path);
    return {};
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// Puts the case's input into `folder`; returns the path to hand the loader.
QString prepare(const Case &c, const QString &folder)
{
    const QString path = QDir(folder).filePath(fileName(c.loader));
    if (c.specialKind() == QLatin1String("folder")) {
        QDir().mkpath(path);
    } else if (c.specialKind() == QLatin1String("huge")) {
        // Valid JSON padded with whitespace to one byte over the limit.
        QByteArray bytes = c.content();
        bytes += QByteArray(kMaxFileBytes + 1 - bytes.size(), ' ');
        writeFile(path, bytes);
    } else if (c.specialKind() != QLatin1String("missing")) {
        writeFile(path, c.content());
    }
    if (c.config)
        writeFile(QDir(folder).filePath(QStringLiteral("config.json")), *c.config);
    return path;
}

/// Names and contents of everything in `folder`, to show nothing was written or changed.
QMap<QString, QByteArray> snapshot(const QString &folder)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        out.insert(path, QFileInfo(path).isFile() ? readAll(path) : QByteArray("<folder>"));
    }
    return out;
}

using gpuplanner::test::Run; // tests/CliSupport.h
using gpuplanner::test::run;

const QString kExample = QStringLiteral(GPUPLANNER_SOURCE_DIR "/resources/examples/lora-7b.json");

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT
private slots:
    void everyLoaderRefuses_data();
    void everyLoaderRefuses();
    void byteOrderMarkAccepted_data();
    void byteOrderMarkAccepted();
    void unknownKeysWarn_data();
    void unknownKeysWarn();
    void silentFallbacksWarn_data();
    void silentFallbacksWarn();
    void hfConfigToleratesWhatItDoesNotUse();
    void nestingLimitIsSixtyFourLevels();
    void commandLineRefusesScenario_data();
    void commandLineRefusesScenario();
    void commandLineRefusesArguments_data();
    void commandLineRefusesArguments();
    void commandLineAcceptsBomAndWarnsUnknownKeys();
    void commandLineFallsBackFromBadUserCatalog_data();
    void commandLineFallsBackFromBadUserCatalog();
};

namespace {
/// The warnings `loader` tolerates reading `path`; a refusal propagates (Qt Test reports it).
QStringList warningsLoading(const QString &loader, const QString &path)
{
    QStringList got;
    for (const auto &w : load(loader, path))
        got << QString::fromStdString(w);
    return got;
}
} // namespace

void TestBadInput::everyLoaderRefuses_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < cases().size(); ++i)
        QTest::newRow(qPrintable(
            cases()[i].loader + QStringLiteral(": ") + QString::fromUtf8(cases()[i].name)))
            << int(i);
}

void TestBadInput::everyLoaderRefuses()
{
    QFETCH(int, index);
    const Case &c = cases()[size_t(index)];
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = prepare(c, dir.path());
    const auto before = snapshot(dir.path());
    try {
        load(c.loader, path);
        QFAIL("loaded without an error");
    } catch (const model::InputError &e) {
        const QString message = QString::fromUtf8(e.what());
        QCOMPARE(QString::fromStdString(e.file()), path);
        QVERIFY2(message.startsWith(path + QStringLiteral(": ")), qPrintable(message));
        if (c.field != std::string_view("*"))
            QCOMPARE(QString::fromStdString(e.field()), c.fieldName());
        if (c.fieldChecked())
            QVERIFY2(message.startsWith(
                         path + QStringLiteral(": ") + c.fieldName() + QStringLiteral(": ")),
                qPrintable(message));
        QVERIFY2(message.contains(c.reasonText()), qPrintable(message));
        QVERIFY2(!message.contains(QLatin1Char('\n')) && message.size() < 600, qPrintable(message));
    } catch (const std::exception &e) {
        QFAIL(qPrintable(QStringLiteral("not an InputError: ") + QString::fromUtf8(e.what())));
    }
    QCOMPARE(snapshot(dir.path()), before); // nothing written, the input unchanged
}

void TestBadInput::byteOrderMarkAccepted_data()
{
    QTest::addColumn<QString>("loader");
    for (const QString &loader : { kScenario, kCatalog, kUserCatalog, kHfConfig })
        QTest::newRow(qPrintable(loader)) << loader;
}

void TestBadInput::byteOrderMarkAccepted()
{
    // Windows editors write UTF-8 with a byte-order mark; JsonFields.cpp skips it.
    QFETCH(QString, loader);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(fileName(loader));
    writeFile(path, QByteArray("\xEF\xBB\xBF") + QByteArray::fromStdString(baseText(loader)));
    std::vector<std::string> warnings;
    try {
        warnings = load(loader, path);
    } catch (const std::exception &e) {
        QFAIL(e.what());
    }
    QVERIFY2(warnings.empty(), warnings.empty() ? "" : warnings.front().c_str());
}

void TestBadInput::unknownKeysWarn_data()
{
    QTest::addColumn<QString>("loader");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("fields");
    const std::string scenario = baseText(kScenario);
    const std::string catalog = baseText(kCatalog);
    const std::string user = baseText(kUserCatalog);
    QTest::newRow("scenario: data")
        << kScenario << withRaw(scenario, "/data/colour", "\"blue\"") << strings({ "data.colour" });
    QTest::newRow("scenario: serving")
        << kScenario << withRaw(scenario, "/workload/serving/concurency", "8")
        << strings({ "workload.serving.concurency" });
    QTest::newRow("scenario: compare")
        << kScenario << withRaw(scenario, "/compare/region", "[\"beijing\"]")
        << strings({ "compare.region" });
    QTest::newRow("scenario: overrides")
        << kScenario << withRaw(scenario, "/overrides", R"({"mfu": 0.5})")
        << strings({ "overrides.mfu" });
    QTest::newRow("scenario: inline offering")
        << kScenario
        << withRaw(scenario, "/compare/offerings/1",
               R"({"kind": "whole_card", "gpu": "a100-80gb", "price": {"hourly": 5, "montly": 900}, "colour": "x"})")
        << strings({ "compare.offerings[1].colour", "compare.offerings[1].price.montly" });
    QTest::newRow("catalog: top level")
        << kCatalog << withRaw(catalog, "/colour", "\"blue\"") << strings({ "colour" });
    QTest::newRow("catalog: offering")
        << kCatalog << withRaw(catalog, "/offerings[a100-80gb-card]/discount", "0.1")
        << strings({ "offerings[a100-80gb-card].discount" });
    QTest::newRow("catalog: GPU")
        << kCatalog << withRaw(catalog, "/gpus[a100-80gb]/memory_bandwith_gb_s", "2039")
        << strings({ "gpus[a100-80gb].memory_bandwith_gb_s" });
    QTest::newRow("catalog: region")
        << kCatalog << withRaw(catalog, "/regions[beijing]/price_multipler", "1.2")
        << strings({ "regions[beijing].price_multipler" });
    QTest::newRow("catalog: defaults")
        << kCatalog << withRaw(catalog, "/defaults/mfu_default", "0.5") << strings({ "defaults.mfu_default" });
    // A misspelt section must not drop the user's prices unnoticed.
    QTest::newRow("user catalog: top level")
        << kUserCatalog << withRaw(user, "/offering", R"([{"id": "x"}])")
        << strings({ "offering" });
    QTest::newRow("user catalog: offering")
        << kUserCatalog << withRaw(user, "/offerings/0/colour", "\"blue\"")
        << strings({ "offerings[my-card].colour" });
}

void TestBadInput::unknownKeysWarn()
{
    QFETCH(QString, loader);
    QFETCH(QByteArray, text);
    QFETCH(QStringList, fields);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(fileName(loader));
    writeFile(path, text);
    const QStringList got = warningsLoading(loader, path); // a refusal fails the test
    QCOMPARE(got.size(), fields.size());
    // Each warning names the field; a near miss of a known field also says which one.
    for (const QString &field : fields)
        QVERIFY2(std::any_of(got.begin(), got.end(),
                     [&](const QString &w) {
                         return w.startsWith(path + QStringLiteral(": ") + field
                             + QStringLiteral(": unknown field, ignored"));
                     }),
            qPrintable(got.join(QLatin1Char('\n'))));
    QCOMPARE(readAll(path), text);
}

void TestBadInput::silentFallbacksWarn_data()
{
    QTest::addColumn<QString>("loader");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("warning");
    const std::string scenario = baseText(kScenario);
    // Issue 13: null for a field, a key given twice and an empty comparison list changed the
    // result without a word; each now loads with a warning naming the field.
    QTest::newRow("scenario: null")
        << kScenario << withRaw(scenario, "/workload/gpus", "null")
        << QStringLiteral("workload.gpus: null, read as if the field were left out");
    QByteArray twice = withRaw(scenario, "/workload/gpus", "1");
    twice.replace("\"gpus\": 1", "\"gpus\": 1, \"gpus\": 4");
    QTest::newRow("scenario: key twice") << kScenario << twice
                                          << QStringLiteral("workload.gpus: given twice; the last value is used");
    QTest::newRow("scenario: no offerings")
        << kScenario << withRaw(scenario, "/compare/offerings", "[]")
        << QStringLiteral("compare.offerings: empty, so the catalog's default offerings are compared");
    QTest::newRow("scenario: no regions")
        << kScenario << withRaw(scenario, "/compare/regions", "[]")
        << QStringLiteral("compare.regions: empty, so the catalog's default regions are compared");
    QByteArray userTwice = QByteArray::fromStdString(baseText(kUserCatalog));
    userTwice.replace("\"mfu\": 0.45", "\"mfu\": 0.45, \"mfu\": 0.9");
    QTest::newRow("catalog: key twice") << kCatalog << QByteArray::fromStdString([&] {
        std::string c = baseText(kCatalog);
        c.replace(c.find("\"mfu\": 0.4,"), 11, "\"mfu\": 0.4, \"mfu\": 0.5,");
        return c;
    }()) << QStringLiteral("defaults.mfu: given twice; the last value is used");
    QTest::newRow("user catalog: key twice")
        << kUserCatalog << userTwice << QStringLiteral("defaults.mfu: given twice; the last value is used");
}

void TestBadInput::silentFallbacksWarn()
{
    QFETCH(QString, loader);
    QFETCH(QByteArray, text);
    QFETCH(QString, warning);
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(fileName(loader));
    writeFile(path, text);
    const QStringList got = warningsLoading(loader, path); // a refusal fails the test
    QVERIFY2(got.contains(path + QStringLiteral(": ") + warning), qPrintable(got.join(QLatin1Char('\n'))));
    QCOMPARE(readAll(path), text);
}

void TestBadInput::hfConfigToleratesWhatItDoesNotUse()
{
    // A config.json carries dozens of keys the planner has no use for (architectures,
    // rope_theta, torch_dtype, ...) and new ones with every transformers release, so unknown keys,
    // an unknown model_type and a newer transformers_version load silently, by design: there is
    // no format version of ours to check, and a warning per key would be noise.
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("config.json"));
    json config = json::parse(baseText(kHfConfig));
    config["colour"] = "blue";
    config["model_type"] = "llama-99";
    config["transformers_version"] = "99.0.0";
    config["quantization_config"] = { { "bits", 4 } };
    writeFile(path, QByteArray::fromStdString(config.dump()));
    const model::ModelArch arch = ScenarioFiles::loadHfConfig(path);
    // meta-llama/Llama-2-7b-hf config.json: 32 layers, hidden 4096, 32 KV heads.
    QCOMPARE(arch.layers, 32);
    QCOMPARE(arch.hiddenSize, 4096);
    QCOMPARE(arch.kvHeads, 32);
}

void TestBadInput::nestingLimitIsSixtyFourLevels()
{
    // resources/SCENARIO.md, "Limits": arrays and objects nest at most 64 levels (the top-level
    // object is the first).
    auto nested = [](int levels) {
        return std::string(size_t(levels - 1), '[') + "{}" + std::string(size_t(levels - 1), ']');
    };
    QCOMPARE(model::parseJsonText(nested(64), "limit.json").dump(), nested(64));
    QVERIFY_THROWS_EXCEPTION(model::InputError, model::parseJsonText(nested(65), "limit.json"));
    QVERIFY_THROWS_EXCEPTION(
        model::InputError, model::parseJsonText("{\"a\": " + nested(64) + "}", "limit.json"));
}

void TestBadInput::commandLineRefusesScenario_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("viaConfig");
    for (size_t i = 0; i < cases().size(); ++i) {
        const Case &c = cases()[i];
        if (c.loader == kScenario)
            QTest::newRow(c.name) << int(i) << false;
        // A bad config.json named by the scenario: {"model": {"hf_config": "config.json"}}.
        if (c.loader == kHfConfig && c.specialKind().isEmpty())
            QTest::newRow(qPrintable(QStringLiteral("hf_config: ") + QString::fromUtf8(c.name)))
                << int(i) << true;
    }
}

void TestBadInput::commandLineRefusesScenario()
{
    // Exit status 2, one line on stderr naming the file and the field, nothing on stdout, no
    // export file, the inputs unchanged (README, "Command line").
    QFETCH(int, index);
    QFETCH(bool, viaConfig);
    Case c = cases()[size_t(index)];
    if (viaConfig) {
        c.config = c.content();
        c.content = [] {
            return withRaw(
                baseText(kScenario), "/workload/model", R"({"hf_config": "config.json"})");
        };
        c.loader = kScenario;
    }
    QTemporaryDir dir;
    QTemporaryDir out;
    const QString path = prepare(c, dir.path());
    const auto before = snapshot(dir.path());
    const QString jsonOut = QDir(out.path()).filePath(QStringLiteral("result.json"));
    const QString csv = QDir(out.path()).filePath(QStringLiteral("result.csv"));
    const Run r
        = run({ QStringLiteral("--scenario"), path, QStringLiteral("--export-json"), jsonOut,
            QStringLiteral("--export-csv"), csv, QStringLiteral("--lang"), QStringLiteral("en") });
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(r.code, 2);
    QVERIFY2(err.endsWith(QLatin1Char('\n')) && err.count(QLatin1Char('\n')) == 1, qPrintable(err));
    // The file at fault: the scenario, or the config as the scenario names it.
    // A bad config.json is named together with the scenario that points to it.
    const QString prefix = viaConfig
        ? path + QStringLiteral(": workload.model.hf_config: \"config.json\" does not load: config.json: ")
        : path + QStringLiteral(": ");
    QVERIFY2(err.startsWith(QStringLiteral("gpuplanner: ") + prefix), qPrintable(err));
    if (c.fieldChecked())
        QVERIFY2(err.contains(QStringLiteral(": ") + c.fieldName() + QStringLiteral(": ")),
            qPrintable(err));
    QVERIFY2(err.contains(c.reasonText()), qPrintable(err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(jsonOut));
    QVERIFY(!QFileInfo::exists(csv));
    QVERIFY(QDir(out.path()).isEmpty());
    QCOMPARE(snapshot(dir.path()), before);
}

void TestBadInput::commandLineRefusesArguments_data()
{
    // %OUT: an output file in a fresh folder (must not appear); %DIR: that folder (must stay
    // empty); %OK: a good scenario.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("--scenario without a value")
        << strings({ "--scenario" }) << "Missing value after '--scenario'";
    QTest::newRow("export without --scenario")
        << strings({ "--export-json", "%OUT" }) << "need --scenario FILE";
    QTest::newRow("--scenario is a folder")
        << strings({ "--scenario", "%DIR", "--export-json", "%OUT" }) << "is a folder, not a file";
    QTest::newRow("export onto a folder")
        << strings({ "--scenario", "%OK", "--export-json", "%DIR" }) << "cannot be written";
    QTest::newRow("--export-dir cannot be made")
        << strings({ "--scenario", "%OK", "--export-dir", "%OK/none" })
        << "--export-dir: cannot create the folder";
    QTest::newRow("empty --currency")
        << strings({ "--scenario", "%OK", "--export-json", "%OUT", "--currency", "" })
        << "--currency: expected CNY or USD";
    QTest::newRow("two scenarios, one export")
        << strings({ "--scenario", "%OK", "--scenario", "%OK", "--export-json", "%OUT" })
        << "need --export-dir DIR";
}

void TestBadInput::commandLineRefusesArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString out = QDir(dir.path()).filePath(QStringLiteral("result.json"));
    for (QString &a : args)
        a.replace(QLatin1String("%OUT"), out)
            .replace(QLatin1String("%DIR"), dir.path())
            .replace(QLatin1String("%OK"), kExample);
    // English messages whatever the saved language (--lang first: "--scenario" may lack a value).
    const Run r = run(QStringList { QStringLiteral("--lang"), QStringLiteral("en") } + args);
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(r.code, 2);
    QVERIFY2(err.count(QLatin1Char('\n')) == 1 && err.startsWith(QLatin1String("gpuplanner: ")),
        qPrintable(err));
    QVERIFY2(err.contains(mentions), qPrintable(err));
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(out));
    QVERIFY(QDir(dir.path()).isEmpty());
}

void TestBadInput::commandLineAcceptsBomAndWarnsUnknownKeys()
{
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("scenario.json"));
    const QString out = QDir(dir.path()).filePath(QStringLiteral("result.json"));
    // A UTF-8 byte-order mark: accepted, nothing said.
    writeFile(path, QByteArray("\xEF\xBB\xBF") + QByteArray::fromStdString(baseText(kScenario)));
    Run r = run({ QStringLiteral("--scenario"), path, QStringLiteral("--export-json"), out });
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QVERIFY(QFileInfo(out).size() > 0);
    // Two unknown keys: the export is written, and stderr has one warning line for each.
    const QByteArray typos = withRaw(withRaw(baseText(kScenario), "/colour", "1").toStdString(),
        "/workload/micro_batch_sise", "8");
    writeFile(path, typos);
    QVERIFY(QFile::remove(out));
    r = run({ QStringLiteral("--scenario"), path, QStringLiteral("--export-json"), out });
    QCOMPARE(r.code, 0);
    const QStringList lines = QString::fromUtf8(r.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines,
        (QStringList {
            QStringLiteral("gpuplanner: warning: %1: colour: unknown field, ignored").arg(path),
            QStringLiteral("gpuplanner: warning: %1: workload.micro_batch_sise: unknown field, "
                           "ignored (did you mean \"micro_batch_size\"?)")
                .arg(path) }));
    QVERIFY(QFileInfo(out).size() > 0);
    QCOMPARE(readAll(path), typos);
}

void TestBadInput::commandLineFallsBackFromBadUserCatalog_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < cases().size(); ++i)
        if (cases()[i].loader == kUserCatalog
            && cases()[i].specialKind() != QLatin1String("missing"))
            QTest::newRow(cases()[i].name) << int(i);
}

void TestBadInput::commandLineFallsBackFromBadUserCatalog()
{
    // A user catalog that does not load leaves the built-in one in force (README, "Your own
    // prices"): the export is made, stderr has one warning line naming the file and the field,
    // and the user's file is left as it was.
    QFETCH(int, index);
    const Case &c = cases()[size_t(index)];
    QTemporaryDir data;
    const QString folder = QDir(data.path()).filePath(QStringLiteral("gpuplanner/gpuplanner"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = prepare(c, folder);
    const auto before = snapshot(data.path());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    const Run r = run({ QStringLiteral("--scenario"), kExample, QStringLiteral("--export-json"),
                          QStringLiteral("-"), QStringLiteral("--lang"), QStringLiteral("en") },
        env);
    QCOMPARE(r.code, 0);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.count(QLatin1Char('\n')) == 1, qPrintable(err));
    QVERIFY2(err.startsWith(QStringLiteral("gpuplanner: warning: Your price catalog was not used: ")
                 + path + QStringLiteral(": ")),
        qPrintable(err));
    if (c.fieldChecked())
        QVERIFY2(err.contains(QStringLiteral(": ") + c.fieldName() + QStringLiteral(": ")),
            qPrintable(err));
    QVERIFY2(err.contains(c.reasonText()), qPrintable(err));
    QVERIFY(QJsonDocument::fromJson(r.out).object().contains(QStringLiteral("options")));
    QCOMPARE(snapshot(data.path()), before);
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
