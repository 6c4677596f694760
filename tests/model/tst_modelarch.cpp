// Parameter counts and Hugging Face config.json import.

#include "TestSupport.h"

#include "InputError.h"
#include "JsonFields.h"
#include "Memory.h"
#include "ModelArch.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace gpuplanner;

class TestModelArch : public QObject
{
    Q_OBJECT
private slots:
    void mixtralActive();
    void paramsOverrideScalesParts();
    void sharedConfigFiles_data();
    void sharedConfigFiles();
    void gemma2ExplicitHeadDimAndTiedEmbeddings();
    void gemma3LayerPatternAndDefaults();
    void nestedTextConfig();
    void slidingWindow();
    void missingKeyNamesIt();
    void badInlineArch();
};

void TestModelArch::mixtralActive()
{
    // Mistral AI: Mixtral 8x7B uses 12.9B active parameters per token (2 of 8 experts).
    const auto c = model::countParams(test::catalog().model("mixtral-8x7b")->arch);
    QVERIFY(std::abs(c.active - 12.88e9) / 12.88e9 < 0.01);
    QVERIFY(c.total > 3.5 * c.active);
}

void TestModelArch::paramsOverrideScalesParts()
{
    // The rental articles' "7B" (docs/DOMAIN.md, Reference figures): params given as 7.0e9 wins
    // over Llama-2-7B's 6.738e9 count, parts scaled.
    const auto c = model::countParams(test::llama2Arch(7.0e9));
    QCOMPARE(c.total, 7.0e9);
    QVERIFY(std::abs(c.embedding + c.linear - 7.0e9) < 1.0);
    QVERIFY(std::abs(c.embedding / c.total - 262148096.0 / 6738415616.0) < 1e-9);
}

void TestModelArch::sharedConfigFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("params");
    QTest::addColumn<int>("kvHeads");
    QTest::newRow("llama-2-7b") << "llama-2-7b" << 6.738415616e9 << 32;
    QTest::newRow("qwen2.5-7b") << "qwen2.5-7b" << 7.615616512e9 << 4;
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b" << 46.702792704e9 << 8;
    // Counted by PyTorch on models built from these files (tests/reference/h200-measured.json).
    QTest::newRow("llama-3-8b") << "llama-3-8b" << 8030261248.0 << 8;
    QTest::newRow("qwen2.5-1.5b") << "qwen2.5-1.5b" << 1543714304.0 << 2;
    // Gemma 3 leaves head_dim and vocab_size to Gemma3TextConfig (256, 262,208).
    QTest::newRow("gemma-3-12b") << "gemma-3-12b" << 11766034176.0 << 8;
}

void TestModelArch::sharedConfigFiles()
{
    QFETCH(QString, file);
    QFETCH(double, params);
    QFETCH(int, kvHeads);
    const std::string path = "tests/data/hf-configs/" + file.toStdString() + ".config.json";
    const auto arch = model::archFromHfConfig(
        model::parseJsonText(test::readSourceFile(path), path), path);
    QCOMPARE(arch.kvHeads, kvHeads);
    QVERIFY(std::abs(model::countParams(arch).total - params) / params < 1e-4);
}

void TestModelArch::gemma2ExplicitHeadDimAndTiedEmbeddings()
{
    // google/gemma-2-9b config.json: head_dim 256 although hidden/heads = 224; embeddings tied
    // by default. Published size 9,241,705,984 (Gemma 2 adds two extra norms per layer: 0.01%).
    const auto cfg = nlohmann::json::parse(R"({"model_type": "gemma2", "hidden_size": 3584,
        "intermediate_size": 14336, "num_hidden_layers": 42, "num_attention_heads": 16,
        "num_key_value_heads": 8, "head_dim": 256, "vocab_size": 256000, "sliding_window": 4096})");
    const auto arch = model::archFromHfConfig(cfg, "gemma-2-9b.json");
    QCOMPARE(arch.headDim, 256);
    QVERIFY(arch.tiedEmbeddings);
    QVERIFY(std::abs(model::countParams(arch).total - 9.241705984e9) / 9.241705984e9 < 2e-4);
}

void TestModelArch::gemma3LayerPatternAndDefaults()
{
    // google/gemma-3-12b-it config.json as published: 48 layers, one global in every six
    // (Gemma3TextConfig's sliding_window_pattern 6), window 1024; head_dim and the vocabulary
    // come from the config class.
    const std::string path = "tests/data/hf-configs/gemma-3-12b.config.json";
    const auto arch = model::archFromHfConfig(model::parseJsonText(test::readSourceFile(path), path), path);
    QCOMPARE(arch.headDim, 256);
    QCOMPARE(arch.vocabSize, 262208);
    QCOMPARE(arch.slidingWindow, 1024);
    QCOMPARE(arch.slidingWindowLayers, 40);
    // Issue 12, fault kind 7: 4 requests of 100k tokens hold the whole context on the 8 global
    // layers: 4 × (8 × 100,000 + 40 × 1024) tokens·layers × 2 × 8 × 256 × 2 bytes = 27.6 GB (the
    // H200 measured 2.483e9 bytes for one request of 32,775 tokens the same way).
    QVERIFY(std::abs(model::kvCacheBytes(arch, 4, 100000, model::Precision::Bf16) - 4 * 840960.0 * 8192) < 1.0);
    // An explicit layer_types list wins over the pattern; "sliding_window": null switches it off.
    auto cfg = nlohmann::json::parse(test::readSourceFile(path));
    cfg["text_config"]["num_hidden_layers"] = 4;
    cfg["text_config"]["layer_types"] = {"sliding_attention", "full_attention", "sliding_attention", "full_attention"};
    QCOMPARE(model::archFromHfConfig(cfg, path).slidingWindowLayers, 2);
    cfg["text_config"]["layer_types"] = {"sliding_attention"};
    QVERIFY_THROWS_EXCEPTION(model::InputError, model::archFromHfConfig(cfg, path));
    cfg["text_config"].erase("layer_types");
    cfg["text_config"]["sliding_window"] = nullptr;
    QCOMPARE(model::archFromHfConfig(cfg, path).slidingWindow, 0);
}

void TestModelArch::nestedTextConfig()
{
    const auto cfg = nlohmann::json::parse(R"({"model_type": "llava", "text_config": {
        "model_type": "llama", "hidden_size": 4096, "intermediate_size": 11008,
        "num_hidden_layers": 32, "num_attention_heads": 32, "vocab_size": 32000}})");
    const auto arch = model::archFromHfConfig(cfg, "llava.json");
    QCOMPARE(arch.kvHeads, 32); // defaults to num_attention_heads when absent
    QCOMPARE(arch.headDim, 128);
}

void TestModelArch::slidingWindow()
{
    QCOMPARE(test::catalog().model("mistral-7b")->arch.slidingWindow, 4096);
    // Qwen2 ships sliding_window with use_sliding_window=false: no cap.
    QCOMPARE(test::catalog().model("qwen2.5-7b")->arch.slidingWindow, 0);
    // Mixtral's sliding_window is null.
    QCOMPARE(test::catalog().model("mixtral-8x7b")->arch.slidingWindow, 0);
}

void TestModelArch::missingKeyNamesIt()
{
    const auto cfg = nlohmann::json::parse(R"({"hidden_size": 4096, "num_attention_heads": 32,
        "vocab_size": 32000, "intermediate_size": 11008})");
    try {
        model::archFromHfConfig(cfg, "broken.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.what()),
                 QStringLiteral("broken.json: num_hidden_layers: missing required field"));
    }
}

void TestModelArch::badInlineArch()
{
    const auto obj = nlohmann::json::parse(R"({"layers": 32, "hidden_size": 4096, "heads": 32,
        "kv_heads": 5, "intermediate_size": 11008, "vocab_size": 32000})");
    try {
        model::archFromInline(obj, "s.json", "workload.model");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("workload.model.kv_heads"));
    }
}

QTEST_APPLESS_MAIN(TestModelArch)
#include "tst_modelarch.moc"
