// Parameter counts and Hugging Face config.json import.

#include "TestSupport.h"

#include "InputError.h"
#include "JsonFields.h"
#include "ModelArch.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace gpuplanner;

class TestModelArch : public QObject
{
    Q_OBJECT
private slots:
    void presetCounts_data();
    void presetCounts();
    void mixtralActive();
    void paramsOverrideScalesParts();
    void sharedConfigFiles_data();
    void sharedConfigFiles();
    void gemma2ExplicitHeadDimAndTiedEmbeddings();
    void qwenMoeSharedExperts();
    void nestedTextConfig();
    void slidingWindow();
    void missingKeyNamesIt();
    void badInlineArch();
};

void TestModelArch::presetCounts_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<double>("params");
    // Parameter counts published on each model's Hugging Face page (safetensors metadata).
    QTest::newRow("Llama-2-7B") << "llama-2-7b" << 6.738415616e9;
    QTest::newRow("Llama-2-13B") << "llama-2-13b" << 13.015864320e9;
    QTest::newRow("Llama-2-70B") << "llama-2-70b" << 68.976648192e9;
    QTest::newRow("Llama-3-8B") << "llama-3-8b" << 8.030261248e9;
    QTest::newRow("Llama-3-70B") << "llama-3-70b" << 70.553706496e9;
    QTest::newRow("Mistral-7B-v0.1") << "mistral-7b" << 7.241732096e9;
    QTest::newRow("Mixtral-8x7B") << "mixtral-8x7b" << 46.702792704e9;
    QTest::newRow("Qwen2.5-7B") << "qwen2.5-7b" << 7.615616512e9;
    QTest::newRow("Qwen2.5-72B") << "qwen2.5-72b" << 72.706203648e9;
    QTest::newRow("Qwen2.5-1.5B (tied)") << "qwen2.5-1.5b" << 1.543714304e9;
}

void TestModelArch::presetCounts()
{
    QFETCH(QString, preset);
    QFETCH(double, params);
    const model::ModelPreset *p = test::catalog().model(preset.toStdString());
    QVERIFY2(p, qPrintable(preset));
    const double counted = model::countParams(p->arch).total;
    QVERIFY2(std::abs(counted - params) / params < 1e-4,
             qPrintable(QStringLiteral("%1: counted %2, published %3").arg(preset).arg(counted, 0, 'f', 0).arg(params, 0, 'f', 0)));
}

void TestModelArch::mixtralActive()
{
    // Mistral AI: Mixtral 8x7B uses 12.9B active parameters per token (2 of 8 experts).
    const auto c = model::countParams(test::catalog().model("mixtral-8x7b")->arch);
    QVERIFY(std::abs(c.active - 12.88e9) / 12.88e9 < 0.01);
    QVERIFY(c.total > 3.5 * c.active);
}

void TestModelArch::paramsOverrideScalesParts()
{
    // The seed's "7B": params given as 7.0e9 wins over Llama-2-7B's 6.738e9 count, parts scaled.
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

void TestModelArch::qwenMoeSharedExperts()
{
    // Qwen/Qwen1.5-MoE-A2.7B config.json: 60 experts of width 1408, 4 active, one shared expert
    // of width 5632. Model card: 14.3B total, 2.7B activated.
    const auto cfg = nlohmann::json::parse(R"({"model_type": "qwen2_moe", "hidden_size": 2048,
        "intermediate_size": 5632, "moe_intermediate_size": 1408,
        "shared_expert_intermediate_size": 5632, "num_experts": 60, "num_experts_per_tok": 4,
        "num_hidden_layers": 24, "num_attention_heads": 16, "num_key_value_heads": 16,
        "vocab_size": 151936, "tie_word_embeddings": false})");
    const auto c = model::countParams(model::archFromHfConfig(cfg, "qwen-moe.json"));
    QVERIFY2(std::abs(c.total - 14.3e9) / 14.3e9 < 0.01, qPrintable(QString::number(c.total)));
    QVERIFY2(std::abs(c.active - 2.7e9) / 2.7e9 < 0.03, qPrintable(QString::number(c.active)));
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
