// The scenario format (model/Scenario: parseScenario, scenarioToJson) and the one table of its
// inputs (model/InputFields) both follow: every input is saved and loaded back as it was, one out
// of its range or of its allowed values fails naming its key, one a file leaves out takes its
// default, and the table is consistent with itself (unique keys, panel ranges the loader accepts).

#include "TestSupport.h"

#include "InputError.h"
#include "InputFields.h"
#include "Memory.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <set>

using namespace gpuplanner;
using model::FieldType;
using model::FieldValue;
using model::InputField;
using nlohmann::json;

namespace {

/// The value at a dotted scenario key ("workload.serving.concurrency") of a scenario file's JSON,
/// created when missing.
json &at(json &root, const std::string &key)
{
    json *object = &root;
    for (std::string::size_type start = 0;;) {
        const auto dot = key.find('.', start);
        object = &(*object)[key.substr(start, dot == std::string::npos ? std::string::npos : dot - start)];
        if (dot == std::string::npos)
            return *object;
        start = dot + 1;
    }
}

/// The value at `key` of `root`, or nullptr when absent.
const json *find(const json &root, const std::string &key)
{
    const json *object = &root;
    for (std::string::size_type start = 0;;) {
        const auto dot = key.find('.', start);
        const std::string part = key.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (!object->is_object() || !object->contains(part))
            return nullptr;
        object = &(*object)[part];
        if (dot == std::string::npos)
            return object;
        start = dot + 1;
    }
}

model::Scenario parse(const json &file)
{
    return model::parseScenario(file.dump(), "scenario.json", test::catalog(), nullptr);
}

/// A value of `field` other than its value on `s`, inside the range a file may hold.
FieldValue otherValue(const InputField &field, const model::Scenario &s)
{
    const FieldValue current = field.get(s);
    switch (field.type) {
    case FieldType::Boolean:
        return !std::get<bool>(current);
    case FieldType::Choice:
        for (const model::FieldChoice &c : field.choices)
            if (c.key != std::get<std::string>(current))
                return c.key;
        return current;
    case FieldType::Number:
    case FieldType::Integer:
    case FieldType::OptionalNumber:
        for (double fraction : {0.37, 0.61, 0.13}) {
            // Between the bounds; on a log scale where the range spans decades.
            double v = field.minimum > 0 && field.maximum / field.minimum > 1000
                ? field.minimum * std::pow(field.maximum / field.minimum, fraction)
                : field.minimum + (field.maximum - field.minimum) * fraction;
            if (field.type == FieldType::Integer || field.wholeNumber)
                v = std::round(v);
            if (FieldValue(v) != current)
                return v;
        }
        return current;
    }
    return current;
}

QString describe(const FieldValue &v)
{
    if (const double *d = std::get_if<double>(&v))
        return QString::number(*d, 'g', 17);
    if (const bool *b = std::get_if<bool>(&v))
        return *b ? QStringLiteral("true") : QStringLiteral("false");
    if (const std::string *s = std::get_if<std::string>(&v))
        return QString::fromStdString(*s);
    return QStringLiteral("(not set)");
}

void addRowPerInput(bool (*wanted)(const InputField &))
{
    QTest::addColumn<QString>("key");
    for (const InputField &f : model::inputFields())
        if (wanted(f))
            QTest::newRow(f.key.c_str()) << QString::fromStdString(f.key);
}

bool isNumber(const InputField &f)
{
    return f.type == FieldType::Number || f.type == FieldType::Integer || f.type == FieldType::OptionalNumber;
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT
private slots:
    void tableIsConsistent();
    void everyInputSavedAndLoaded_data();
    void everyInputSavedAndLoaded();
    void saveWritesWhatItMust_data();
    void saveWritesWhatItMust();
    void leftOutInputsTakeTheirDefault();
    void outOfRangeNamesTheInput_data();
    void outOfRangeNamesTheInput();
    void unknownChoiceNamesTheInput_data();
    void unknownChoiceNamesTheInput();
    void loraTargetsInEachFamilysNames();
    void servingLoadInUsersOrRequests();
    void quantisedCheckpointIsNoted();
    void otherFrameworksNamesAreRecognised();
};

void TestScenario::tableIsConsistent()
{
    std::set<std::string> keys, objectNames;
    for (const InputField &f : model::inputFields()) {
        QVERIFY2(keys.insert(f.key).second, f.key.c_str());
        QCOMPARE(model::inputField(f.key), &f);
        QVERIFY2(f.label, f.key.c_str());
        QVERIFY2(f.kinds != 0, f.key.c_str());
        QCOMPARE(f.parent().empty() ? f.name() : f.parent() + "." + f.name(), f.key);
        // The key is one the loader knows at its place in the file.
        const std::vector<std::string> known = model::fieldKeysIn(f.parent());
        QVERIFY2(std::find(known.begin(), known.end(), f.name()) != known.end(), f.key.c_str());
        if (isNumber(f)) {
            QVERIFY2(f.minimum <= f.maximum, f.key.c_str());
            QVERIFY2(f.displayScale > 0, f.key.c_str());
            // The panel offers only what a file may hold, so whatever it saves loads again.
            if (f.inPanel) {
                QVERIFY2(f.panelMinimum < f.panelMaximum, f.key.c_str());
                QVERIFY2(f.panelMinimum * f.displayScale >= f.minimum * (1 - 1e-12), f.key.c_str());
                QVERIFY2(f.panelMaximum * f.displayScale <= f.maximum * (1 + 1e-12), f.key.c_str());
            }
        }
        if (f.type == FieldType::Choice) {
            QVERIFY2(f.choices.size() >= 2, f.key.c_str());
            for (const model::FieldChoice &c : f.choices)
                QCOMPARE(f.choice(c.key), &c);
            QVERIFY(!f.choice("no such choice"));
        }
        if (f.type == FieldType::Boolean)
            QVERIFY2(f.choices.empty() || f.choices.size() == 2, f.key.c_str());
        if (f.inPanel) {
            const std::string name = f.objectName.empty() ? f.key : f.objectName;
            QVERIFY2(objectNames.insert(name).second, name.c_str());
        }
    }
    QVERIFY(keys.size() >= 20);
    QVERIFY(!model::inputField("workload.no_such_input"));
    QCOMPARE(model::inputField("workload.gpus")->type, FieldType::Integer);
    QCOMPARE(model::inputField("workload.serving.concurrency")->parent(), std::string("workload.serving"));
    QCOMPARE(model::inputField("workload.serving.concurrency")->name(), std::string("concurrency"));
}

void TestScenario::everyInputSavedAndLoaded_data()
{
    addRowPerInput([](const InputField &f) { return f.written; });
}

void TestScenario::everyInputSavedAndLoaded()
{
    // Each input set to a value other than the default one, saved, loaded: the same value, and
    // the same scenario.
    QFETCH(QString, key);
    const InputField *field = model::inputField(key.toStdString());
    QVERIFY(field);
    model::Scenario s = model::defaultScenario(test::catalog());
    const FieldValue value = otherValue(*field, s);
    QVERIFY2(value != field->get(s), qPrintable(describe(value)));
    field->set(s, value);
    QCOMPARE(describe(field->get(s)), describe(value));
    const json saved = model::scenarioToJson(s);
    QVERIFY2(find(saved, field->key), saved.dump().c_str());
    const model::Scenario back = parse(saved);
    QCOMPARE(describe(field->get(back)), describe(value));
    QCOMPARE(QString::fromStdString(model::scenarioToJson(back).dump()), QString::fromStdString(saved.dump()));
}

void TestScenario::saveWritesWhatItMust_data()
{
    addRowPerInput([](const InputField &) { return true; });
}

void TestScenario::saveWritesWhatItMust()
{
    // The new scenario saved: every input at its key, except an unset optional number and an
    // input that is left out while it holds its default.
    QFETCH(QString, key);
    const InputField *field = model::inputField(key.toStdString());
    const model::Scenario s = model::defaultScenario(test::catalog());
    const json saved = model::scenarioToJson(s);
    const json *written = find(saved, field->key);
    const FieldValue value = field->get(s);
    const bool leftOut = !field->written || std::holds_alternative<std::monostate>(value)
        || (field->omitWhenDefault && value == model::defaultValue(*field));
    QCOMPARE(written == nullptr, leftOut);
    if (!written)
        return;
    switch (field->type) {
    case FieldType::Number:
    case FieldType::OptionalNumber:
        QCOMPARE(written->get<double>(), std::get<double>(value));
        break;
    case FieldType::Integer:
        QVERIFY(written->is_number_integer());
        QCOMPARE(written->get<double>(), std::get<double>(value));
        break;
    case FieldType::Boolean:
        if (field->choices.empty())
            QCOMPARE(written->get<bool>(), std::get<bool>(value));
        else
            QCOMPARE(written->get<std::string>(), field->choices[std::get<bool>(value) ? 0 : 1].key);
        break;
    case FieldType::Choice: {
        // A key with a boolean spelling is written as that (gradient_checkpointing: true).
        const auto spelled = std::find_if(field->aliases.begin(), field->aliases.end(), [&](const auto &a) {
            return a.first.is_boolean() && a.second == std::get<std::string>(value);
        });
        if (spelled != field->aliases.end()) {
            QCOMPARE(*written, spelled->first);
            break;
        }
        QCOMPARE(written->get<std::string>(), std::get<std::string>(value));
        QVERIFY(field->choice(written->get<std::string>()));
        break;
    }
    }
}

void TestScenario::leftOutInputsTakeTheirDefault()
{
    // Only what a file must hold: every input it leaves out takes its value on a default
    // Scenario (model::defaultValue), and loading says which ones it assumed.
    const json minimal = {{"format", "gpuplanner-scenario"}, {"version", 1},
                          {"workload", {{"model", "llama-2-7b"}, {"kind", "lora"}}}};
    const model::Scenario s = parse(minimal);
    int checked = 0;
    for (const InputField &f : model::inputFields()) {
        if (find(minimal, f.key))
            continue;
        QVERIFY2(f.get(s) == model::defaultValue(f),
                 qPrintable(QString::fromStdString(f.key) + QStringLiteral(": ") + describe(f.get(s)) + QStringLiteral(" vs ")
                            + describe(model::defaultValue(f))));
        ++checked;
    }
    QCOMPARE(checked, int(model::inputFields().size()) - 1); // all but the kind
    QCOMPARE(int(s.loadWarnings.size()), 1);
    QVERIFY2(QString::fromStdString(s.loadWarnings[0]).contains(QStringLiteral("workload.train_tokens: not given, assuming")),
             s.loadWarnings[0].c_str());
}

void TestScenario::outOfRangeNamesTheInput_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("reason");
    for (const InputField &f : model::inputFields()) {
        if (!isNumber(f))
            continue;
        QTest::addRow("%s above", f.key.c_str()) << QString::fromStdString(f.key) << f.maximum * 2 + 1
                                                << QStringLiteral("outside the allowed range");
        const double below = f.type == FieldType::Integer || f.minimum <= 0 ? f.minimum - 1 : f.minimum / 2;
        QTest::addRow("%s below", f.key.c_str()) << QString::fromStdString(f.key) << below
                                                << QStringLiteral("outside the allowed range");
        if (f.type == FieldType::Integer)
            QTest::addRow("%s fraction", f.key.c_str()) << QString::fromStdString(f.key) << std::floor(f.minimum) + 1.5
                                                       << QStringLiteral("whole number");
    }
}

void TestScenario::outOfRangeNamesTheInput()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, reason);
    json file = model::scenarioToJson(model::defaultScenario(test::catalog()));
    if (key == QLatin1String("workload.serving.requests_per_day")) // the older spelling, given alone
        for (const char *newer : {"users_per_day", "requests_per_user"})
            file["workload"]["serving"].erase(newer);
    at(file, key.toStdString()) = value;
    try {
        parse(file);
        QFAIL("loaded a value out of range");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), key);
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("scenario.json"));
        QVERIFY2(QString::fromStdString(e.what()).contains(reason), e.what());
    }
}

void TestScenario::unknownChoiceNamesTheInput_data()
{
    addRowPerInput([](const InputField &f) { return f.type == FieldType::Choice || !f.choices.empty(); });
}

void TestScenario::unknownChoiceNamesTheInput()
{
    // A word that is none of the input's choices fails naming the input and listing them all.
    QFETCH(QString, key);
    const InputField *field = model::inputField(key.toStdString());
    json file = model::scenarioToJson(model::defaultScenario(test::catalog()));
    at(file, field->key) = "no-such-choice";
    try {
        parse(file);
        QFAIL("loaded an unknown choice");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), key);
        const QString message = QString::fromStdString(e.what());
        QVERIFY2(message.contains(QStringLiteral("unknown value")), e.what());
        for (const model::FieldChoice &c : field->choices)
            QVERIFY2(message.contains(QString::fromStdString(c.key)), e.what());
    }
}

void TestScenario::servingLoadInUsersOrRequests()
{
    // The load in a team lead's words: 2,000 users a day asking 15 questions each are 30,000
    // requests. A file written before users_per_day gives requests_per_day alone: read as that many
    // requests (users = requests / the default 10 per user) and saved in the newer words. Both
    // spellings at once are refused, naming the older one.
    json file = model::scenarioToJson(model::defaultScenario(test::catalog()));
    json &serving = file["workload"]["serving"];
    serving["users_per_day"] = 2000;
    serving["requests_per_user"] = 15;
    QCOMPARE(parse(file).workload.serving.requestsPerDay(), 30000.0);

    serving.erase("users_per_day");
    serving.erase("requests_per_user");
    serving["requests_per_day"] = 50000;
    const model::Scenario older = parse(file);
    QCOMPARE(older.workload.serving.requestsPerDay(), 50000.0);
    const json saved = model::scenarioToJson(older)["workload"]["serving"];
    QVERIFY(!saved.contains("requests_per_day"));
    QCOMPARE(saved["users_per_day"].get<double>() * saved["requests_per_user"].get<double>(), 50000.0);

    serving["users_per_day"] = 2000;
    try {
        parse(file);
        QFAIL("loaded both spellings of the load");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("workload.serving.requests_per_day"));
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("not both")), e.what());
    }
}

void TestScenario::quantisedCheckpointIsNoted()
{
    // A fresh tester's finding: the config.json of an AWQ checkpoint (Hugging Face writes
    // quantization_config at its top level) was counted at bf16, 16 GB for Llama 3 8B, with no
    // word that its quantisation was not read. The planner counts the bits the scenario chooses;
    // it now says so where the two disagree.
    json config = json::parse(test::readSourceFile("tests/data/hf-configs/llama-3-8b.config.json"));
    config["quantization_config"] = {{"quant_method", "awq"}, {"bits", 4}, {"group_size", 128}};
    const auto load = [&](const json &workload) {
        json file = {{"format", "gpuplanner-scenario"}, {"version", 1}, {"workload", workload}};
        file["workload"]["model"] = {{"hf_config", "awq.config.json"}};
        return model::parseScenario(file.dump(), "awq.json", test::catalog(),
                                    [&](const std::string &) { return config.dump(); });
    };
    const auto noted = [](const model::Scenario &s) {
        return std::count_if(s.loadWarnings.begin(), s.loadWarnings.end(), [](const std::string &w) {
            return w.find("quantised checkpoint") != std::string::npos;
        });
    };
    const model::Scenario plain = load({{"kind", "inference"}, {"precision", "bf16"}});
    QCOMPARE(noted(plain), 1L);
    QVERIFY(std::find(plain.loadWarnings.begin(), plain.loadWarnings.end(),
                      "awq.json: workload.model.hf_config: the config describes a quantised checkpoint (awq, 4 bits), "
                      "but the weights are counted at the precision bf16; choose the stored weight format "
                      "(weight_format) to count them as stored")
            != plain.loadWarnings.end());
    QCOMPARE(noted(load({{"kind", "inference"}, {"precision", "bf16"}, {"weight_format", "awq_4bit"}})), 0L);
    QCOMPARE(noted(load({{"kind", "inference"}, {"precision", "int4"}})), 0L);
    config["quantization_config"] = {{"quant_method", "fp8"}, {"weight_block_size", {128, 128}}};
    QCOMPARE(noted(load({{"kind", "inference"}, {"precision", "bf16"}})), 1L);
    QCOMPARE(noted(load({{"kind", "inference"}, {"precision", "fp8"}})), 0L);
}

void TestScenario::otherFrameworksNamesAreRecognised()
{
    // A Megatron-LM user writes tensor_model_parallel_size; it was "unknown field, ignored" with
    // no hint, and the plan quietly ran on one GPU's layout (a fresh tester's finding).
    const json file = {{"format", "gpuplanner-scenario"},
                       {"version", 1},
                       {"workload",
                        {{"kind", "pretrain"}, {"model", "llama-3-70b"}, {"gpus", 64}, {"train_tokens", 1e12},
                         {"tensor_model_parallel_size", 8}, {"pipeline_model_parallel_size", 4},
                         {"train_batch_size", 1024}}}};
    const model::Scenario s = model::parseScenario(file.dump(), "megatron.json", test::catalog(), {});
    for (const char *expected :
         {"megatron.json: workload.tensor_model_parallel_size: unknown field, ignored (did you mean \"tensor_parallel_size\"?)",
          "megatron.json: workload.pipeline_model_parallel_size: unknown field, ignored (did you mean \"pipeline_parallel_size\"?)",
          "megatron.json: workload.train_batch_size: unknown field, ignored (did you mean \"global_batch_size\"?)"})
        QVERIFY2(std::find(s.loadWarnings.begin(), s.loadWarnings.end(), expected) != s.loadWarnings.end(), expected);
}

QTEST_MAIN(TestScenario)
void TestScenario::loraTargetsInEachFamilysNames()
{
    // lora_targets as PEFT's target_modules in the names of the model's own family, end to end:
    // scenario → config.json → the adapted matrices → adapter parameters → saved back the same.
    const auto load = [](const std::string &config, const json &targets) {
        const json file = {{"format", "gpuplanner-scenario"}, {"version", 1},
                           {"workload", {{"kind", "lora"}, {"lora_rank", 8}, {"lora_targets", targets},
                                         {"model", {{"hf_config", config + ".config.json"}}}}}};
        return model::parseScenario(file.dump(), "targets.json", test::catalog(), [](const std::string &path) {
            return test::readSourceFile("tests/data/hf-configs/" + path);
        });
    };
    const auto adapters = [](const model::Scenario &s) {
        return model::loraParams(s.workload.arch, s.workload.loraRank, model::adaptedModules(s.workload));
    };
    // PEFT on bloom-560m, r=8, query_key_value: 786,432 trainable parameters; saved as written.
    const model::Scenario bloom = load("bloom-560m", {"query_key_value"});
    QCOMPARE(adapters(bloom), 786432.0);
    QCOMPARE(model::scenarioToJson(bloom)["workload"]["lora_targets"], json({"query_key_value"}));
    // Module paths match by their end, as PEFT matches them.
    QCOMPARE(adapters(load("bloom-560m", {"transformer.h.0.self_attention.query_key_value"})), 786432.0);
    // BLOOM's four linear layers: every matrix of the layer (3,145,728 at r=8, tst_memory).
    const json bloomAll = {"query_key_value", "dense", "dense_h_to_4h", "dense_4h_to_h"};
    const model::Scenario bloomLinear = load("bloom-560m", bloomAll);
    QCOMPARE(adapters(bloomLinear), 3145728.0);
    QCOMPARE(model::scenarioToJson(bloomLinear)["workload"]["lora_targets"], bloomAll);
    // GPT-2: c_attn is q, k, v (PEFT: 294,912 at r=8); "c_proj" names both the attention output
    // and the MLP's down projection, "attn.c_proj" only the first.
    QCOMPARE(adapters(load("gpt2", {"c_attn"})), 294912.0);
    QCOMPARE(adapters(load("gpt2", {"c_attn", "c_proj"})), 294912.0 + 12 * 8 * (1536.0 + 3840));
    const model::Scenario attention = load("gpt2", {"c_attn", "attn.c_proj"});
    QCOMPARE(attention.workload.loraTargets, model::LoraTargets::Attention); // q, k, v, o: a named set
    QCOMPARE(adapters(attention), 294912.0 + 12 * 8 * 1536.0);
    // Saved in GPT-2's names, in the layer's order.
    QCOMPARE(model::scenarioToJson(load("gpt2", {"mlp.c_proj", "c_attn", "c_fc"}))["workload"]["lora_targets"],
             json({"c_attn", "c_fc", "mlp.c_proj"}));
    // MPT and Falcon.
    QCOMPARE(adapters(load("mpt-7b", {"Wqkv", "out_proj"})), 32.0 * 8 * (16384 + 8192));
    QCOMPARE(adapters(load("falcon-7b", {"query_key_value"})), 4718592.0 / 2); // r=8: half of r=16
    // A name of no known matrix is refused, naming it and the names known.
    try {
        load("gpt2", {"c_attn", "wte"});
        QFAIL("wte accepted");
    } catch (const model::InputError &e) {
        const std::string what = e.what();
        QVERIFY2(what.find("\"wte\"") != std::string::npos && what.find("query_key_value") != std::string::npos, e.what());
    }
}
#include "tst_scenario.moc"
