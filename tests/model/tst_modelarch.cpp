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
    void plainMlpFamilies_data();
    void plainMlpFamilies();
    void familyLayouts();
    void familyDefaultsAnnounced();
    void qwenSlidingWindowAsTransformersReadsIt();
    void bloomAliasesAndSizes();
    void falconVariants();
    void mptAttentionVariants();
    void qwen3MoeSizes();
};

namespace {
model::ModelArch loadConfig(const std::string &name, std::vector<std::string> *assumed = nullptr)
{
    const std::string path = "tests/data/hf-configs/" + name + ".config.json";
    return model::archFromHfConfig(model::parseJsonText(test::readSourceFile(path), path), path, {}, assumed);
}
} // namespace

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

void TestModelArch::qwen3MoeSizes()
{
    // Qwen/Qwen3-235B-A22B's config.json (qwen3_moe: 128 experts of width 1536, 8 a token, no
    // shared expert, 64 query and 4 KV heads of 128). Its model card: 235B parameters in all,
    // 22B activated.
    const auto arch = loadConfig("qwen3-235b-a22b");
    QCOMPARE(arch.experts, 128);
    QCOMPARE(arch.expertsPerToken, 8);
    QCOMPARE(arch.kvHeads, 4);
    const auto c = model::countParams(arch);
    QVERIFY2(std::abs(c.total - 235e9) / 235e9 < 0.005, qPrintable(QString::number(c.total)));
    QVERIFY2(std::abs(c.active - 22e9) / 22e9 < 0.02, qPrintable(QString::number(c.active)));
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
    // A fresh user's finding: a T5 config.json (d_model, num_layers, num_heads; an encoder-decoder)
    // was refused for the first Llama key it lacks, as if the file were broken. The message now
    // names the family the planner does not read.
    try {
        model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "t5", "d_model": 512, "num_layers": 6,
            "num_heads": 8, "d_ff": 2048, "vocab_size": 32128})"), "t5-small.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("model_type"));
        QVERIFY(QString::fromStdString(e.what()).startsWith(QStringLiteral("t5-small.json: model_type: \"t5\" is not a family")));
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

void TestModelArch::plainMlpFamilies_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("params");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<double>("lookups"); // token + position embeddings: no FLOPs
    // model.num_parameters() of transformers' GPT2LMHeadModel (tied lm_head counted once), as
    // the model cards give them: gpt2 124,439,808 ("124M"); gpt2-xl 1,557,611,200 ("1.5B").
    QTest::newRow("gpt2") << "gpt2" << 124439808.0 << 12 << (50257.0 + 1024) * 768;
    QTest::newRow("gpt2-xl") << "gpt2-xl" << 1557611200.0 << 25 << (50257.0 + 1024) * 1600;
    // bigscience/bloom-560m model card: 559,214,592 parameters (PEFT's print_trainable_parameters
    // on it: "all params: 560,001,024" with r=8 adapters of 786,432: tst_memory).
    QTest::newRow("bloom-560m") << "bloom-560m" << 559214592.0 << 16 << 250880.0 * 1024;
    // mosaicml/mpt-7b: 6,649,286,656 (model card "6.7B"; 32 × (12·4096² + 2·4096) + 50,432 × 4096
    // + 4096: no biases, bias-free LayerNorms, ALiBi, tied).
    QTest::newRow("mpt-7b") << "mpt-7b" << 6649286656.0 << 32 << 50432.0 * 4096;
    // tiiuae/falcon-7b: 6,921,720,704 (tied; the Hub's "7.22B" counts the lm_head copy stored in
    // the checkpoint: + 65,024 × 4544 = 7,217,189,760). Multi-query: one KV head.
    QTest::newRow("falcon-7b") << "falcon-7b" << 6921720704.0 << 1 << 65024.0 * 4544;
    // tiiuae/falcon-40b: from the layer shapes of modeling_falcon.py, 60 × (8192 × 9216 + 8192² +
    // 2 × 8192 × 32768 + 4 × 8192) + 65,024 × 8192 + 2 × 8192 = 41,303,293,952; the Hub's "41.8B"
    // again adds the stored lm_head copy (532,676,608). (The issue quoted 41,303,134,208, 159,744
    // fewer, which no layout of these shapes gives.)
    QTest::newRow("falcon-40b") << "falcon-40b" << 41303293952.0 << 8 << 65024.0 * 8192;
}

void TestModelArch::plainMlpFamilies()
{
    // End to end: the published config.json → archFromHfConfig → countParams, exact.
    QFETCH(QString, file);
    QFETCH(double, params);
    QFETCH(int, kvHeads);
    QFETCH(double, lookups);
    const auto arch = loadConfig(file.toStdString());
    const auto count = model::countParams(arch);
    QCOMPARE(count.total, params);
    QCOMPARE(count.active, params);
    QCOMPARE(arch.kvHeads, kvHeads);
    QCOMPARE(arch.mlp, model::MlpKind::Plain);
    QCOMPARE(arch.norm, model::NormKind::LayerNorm);
    QVERIFY(arch.fusedQkv);
    QVERIFY(arch.tiedEmbeddings);
    // Training FLOPs leave out the lookups (6·N over the rest): the input embedding and GPT-2's
    // learned positions.
    QCOMPARE(count.inputEmbedding, lookups);
}

void TestModelArch::familyLayouts()
{
    // GPT-2 (modeling_gpt2.py): learned positions 1024 × 768; Conv1D layers and LayerNorms with
    // biases; n_inner left out: 4 × 768; gelu_new.
    const auto gpt2 = loadConfig("gpt2");
    QCOMPARE(gpt2.positionEmbeddings, 1024);
    QCOMPARE(gpt2.intermediateSize, 3072);
    QVERIFY(gpt2.linearBias && gpt2.normBias && !gpt2.embeddingNorm);
    QCOMPARE(gpt2.naming, model::ModuleNaming::Gpt2);
    QCOMPARE(gpt2.activation, std::string("gelu_new"));
    QCOMPARE(gpt2.headDim, 64);
    // BLOOM: ALiBi (no position parameters), a LayerNorm after the embedding, biases.
    const auto bloom = loadConfig("bloom-560m");
    QCOMPARE(bloom.positionEmbeddings, 0);
    QVERIFY(bloom.embeddingNorm && bloom.linearBias && bloom.normBias);
    QCOMPARE(bloom.intermediateSize, 4096);
    QCOMPARE(bloom.naming, model::ModuleNaming::Bloom);
    // MPT-7B: no_bias true removes the linear layers' and the LayerNorms' biases; ALiBi, so
    // learned_pos_emb true adds no position embedding.
    const auto mpt = loadConfig("mpt-7b");
    QVERIFY(!mpt.linearBias && !mpt.normBias);
    QCOMPARE(mpt.positionEmbeddings, 0);
    QCOMPARE(mpt.intermediateSize, 16384);
    QCOMPARE(mpt.naming, model::ModuleNaming::Mpt);
    // Falcon-7B: parallel attention with one LayerNorm per layer; Falcon-40B's new decoder
    // architecture has two (ln_attn, ln_mlp). Neither has linear biases (bias false).
    const auto falcon7 = loadConfig("falcon-7b");
    QCOMPARE(falcon7.normsPerLayer, 1);
    QVERIFY(!falcon7.linearBias && falcon7.normBias);
    QCOMPARE(loadConfig("falcon-40b").normsPerLayer, 2);
    // The KV cache follows: Falcon-7B keeps 2 × 1 × 64 elements per token and layer.
    QCOMPARE(model::kvElementsPerTokenLayer(falcon7), 128.0);
    // Inline architectures keep the Llama layout.
    const auto inline_ = model::archFromInline(nlohmann::json::parse(R"({"layers": 32, "hidden_size": 4096,
        "heads": 32, "intermediate_size": 11008, "vocab_size": 32000})"), "s.json", "workload.model");
    QCOMPARE(inline_.mlp, model::MlpKind::Gated);
    QVERIFY(!inline_.fusedQkv && inline_.positionEmbeddings == 0);
    QCOMPARE(model::countParams(inline_).total, 6738415616.0); // Llama-2-7B
}

void TestModelArch::familyDefaultsAnnounced()
{
    // Keys a published config leaves out take the config class's default, and say so; keys it
    // gives, or writes as null, do not.
    const auto notes = [](const std::string &name) {
        std::vector<std::string> assumed;
        loadConfig(name, &assumed);
        std::string all;
        for (const std::string &line : assumed)
            all += line + "\n";
        return all;
    };
    const std::string gpt2 = notes("gpt2");
    QVERIFY2(gpt2.find("gpt2.config.json: n_inner: not given; gpt2's default null (4 × n_embd = 3072) assumed")
                 != std::string::npos, gpt2.c_str());
    QVERIFY2(gpt2.find("tie_word_embeddings: not given; gpt2's default true assumed") != std::string::npos, gpt2.c_str());
    QVERIFY2(gpt2.find("n_embd: not given") == std::string::npos && gpt2.find("n_positions") == std::string::npos, gpt2.c_str());
    const std::string falcon = notes("falcon-7b");
    QVERIFY2(falcon.find("ffn_hidden_size: not given; falcon's default null (4 × hidden_size = 18176) assumed")
                 != std::string::npos, falcon.c_str());
    QVERIFY2(falcon.find("activation: not given; falcon's default \"gelu\" assumed") != std::string::npos, falcon.c_str());
    // multi_query decides the KV heads: num_kv_heads is not used, so not announced.
    QVERIFY2(falcon.find("num_kv_heads") == std::string::npos, falcon.c_str());
    const std::string mpt = notes("mpt-7b");
    QVERIFY2(mpt.find("tie_word_embeddings: not given; mpt's default true assumed") != std::string::npos, mpt.c_str());
    QVERIFY2(mpt.find("attn_config") == std::string::npos && mpt.find("no_bias") == std::string::npos, mpt.c_str());
    // A config that gives nothing but its type is the config class's own model (GPT2Config():
    // openai-community/gpt2), with every default announced.
    std::vector<std::string> assumed;
    const auto bare = model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "gpt2"})"), "bare.json", {}, &assumed);
    QCOMPARE(model::countParams(bare).total, 124439808.0);
    QCOMPARE(assumed.size(), size_t(8));
    // MptConfig() without attn_config: MptAttentionConfig's defaults, nested.
    assumed.clear();
    model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "mpt"})"), "bare.json", {}, &assumed);
    std::string all;
    for (const std::string &line : assumed)
        all += line + "\n";
    QVERIFY2(all.find("bare.json: attn_config.alibi: not given; mpt's default true assumed") != std::string::npos, all.c_str());
    // The Llama family's config classes describe a published model each when given only their
    // type: LlamaConfig() is Llama-2-7B (6,738,415,616 parameters), MistralConfig() is
    // Mistral-7B-v0.1 (7,241,732,096, a 4,096-token window on every layer) and MixtralConfig()
    // Mixtral-8x7B-v0.1 (46,702,792,704); sizes as their model cards and safetensors indexes give them.
    const auto bareOf = [](const char *type) {
        return model::archFromHfConfig(nlohmann::json{{"model_type", type}}, "bare.json");
    };
    QCOMPARE(model::countParams(bareOf("llama")).total, 6738415616.0);
    const auto mistral = bareOf("mistral");
    QCOMPARE(model::countParams(mistral).total, 7241732096.0);
    QCOMPARE(mistral.slidingWindow, 4096);
    QCOMPARE(mistral.slidingWindowLayers, 32);
    QCOMPARE(model::countParams(bareOf("mixtral")).total, 46702792704.0);
    // Qwen3Config's head_dim is its own 128, not hidden / heads, and a Qwen3 file that leaves out
    // both layer count and width no longer reads as "not a family" (a fresh tester's report).
    const auto qwen3 = bareOf("qwen3");
    QCOMPARE(qwen3.headDim, 128);
    QCOMPARE(qwen3.vocabSize, 151936);
    QCOMPARE(qwen3.slidingWindow, 0);
    // The context limit too (LlamaConfig's max_position_embeddings 2048), announced; and a type
    // the planner does not know is read with Llama's keys and says so (a tester's "bert" and
    // "my_custom_llm" passed without a word).
    assumed.clear();
    const auto llama = model::archFromHfConfig(nlohmann::json{{"model_type", "llama"}}, "bare.json", {}, &assumed);
    QCOMPARE(llama.maxPositionEmbeddings, 2048);
    all.clear();
    for (const std::string &line : assumed)
        all += line + "\n";
    QVERIFY2(all.find("bare.json: max_position_embeddings: not given; llama's default 2048 assumed") != std::string::npos,
             all.c_str());
    assumed.clear();
    model::archFromHfConfig(nlohmann::json{{"model_type", "my_custom_llm"}, {"hidden_size", 4096},
                                           {"intermediate_size", 11008}, {"num_hidden_layers", 32},
                                           {"num_attention_heads", 32}, {"vocab_size", 32000}},
                            "custom.json", {}, &assumed);
    QCOMPARE(assumed.size(), size_t(1));
    QVERIFY2(assumed.front().rfind("custom.json: model_type: \"my_custom_llm\" is not a family the planner knows; read as "
                                   "a Llama-style decoder", 0) == 0, assumed.front().c_str());
}

void TestModelArch::qwenSlidingWindowAsTransformersReadsIt()
{
    // Qwen2Config and Qwen3Config: the window applies only with use_sliding_window (false when
    // left out) and then only on layers from max_window_layers on (transformers' layer_types rule).
    auto cfg = nlohmann::json::parse(R"({"model_type": "qwen2", "hidden_size": 1536,
        "intermediate_size": 8960, "num_hidden_layers": 28, "num_attention_heads": 12,
        "num_key_value_heads": 2, "vocab_size": 151936, "sliding_window": 32768})");
    QCOMPARE(model::archFromHfConfig(cfg, "q.json").slidingWindow, 0);
    cfg["use_sliding_window"] = true;
    cfg["max_window_layers"] = 21;
    const auto windowed = model::archFromHfConfig(cfg, "q.json");
    QCOMPARE(windowed.slidingWindow, 32768);
    QCOMPARE(windowed.slidingWindowLayers, 7);
    cfg.erase("max_window_layers"); // Qwen2Config's 28: no layer of 28 slides
    QCOMPARE(model::archFromHfConfig(cfg, "q.json").slidingWindow, 0);
}

void TestModelArch::bloomAliasesAndSizes()
{
    // bigscience/bloom-7b1 (model card: 7,069,016,064 parameters): 30 layers, hidden 4096, 32 heads.
    const auto b7 = model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "bloom",
        "hidden_size": 4096, "n_layer": 30, "n_head": 32, "vocab_size": 250880})"), "bloom-7b1.json");
    QCOMPARE(model::countParams(b7).total, 7069016064.0);
    // bigscience/bloom writes its hidden size as n_embed and its heads as num_attention_heads
    // (BloomConfig's aliases); model card: 176,247,271,424 parameters.
    const auto b176 = model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "bloom",
        "n_embed": 14336, "n_layer": 70, "num_attention_heads": 112, "vocab_size": 250880})"), "bloom.json");
    QCOMPARE(b176.hiddenSize, 14336);
    QCOMPARE(b176.heads, 112);
    QCOMPARE(model::countParams(b176).total, 176247271424.0);
}

void TestModelArch::falconVariants()
{
    // tiiuae/falcon-rw-1b's layout: ALiBi, biases, no multi-query (all 32 KV heads), attention
    // and MLP in sequence (two LayerNorms). From modeling_falcon.py's shapes: 24 × (2048 × 6144
    // + 6144 + 2048² + 2048 + 2 × 2048 × 8192 + 8192 + 2048 + 4 × 2048) + 50,304 × 2048 + 2 × 2048
    // = 1,311,625,216 (the Hub: "1.31B").
    const auto rw = model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "falcon",
        "alibi": true, "bias": true, "hidden_size": 2048, "multi_query": false, "num_attention_heads": 32,
        "num_hidden_layers": 24, "parallel_attn": false, "vocab_size": 50304})"), "falcon-rw-1b.json");
    QCOMPARE(rw.kvHeads, 32);
    QCOMPARE(rw.normsPerLayer, 2);
    QCOMPARE(model::countParams(rw).total, 1311625216.0);
    // num_kv_heads must divide the heads, and is named so.
    try {
        model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "falcon", "new_decoder_architecture": true,
            "hidden_size": 8192, "num_attention_heads": 128, "num_kv_heads": 7})"), "f.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("num_kv_heads"));
    }
}

void TestModelArch::mptAttentionVariants()
{
    // llm-foundry's attention types: multi-query (one KV head) and grouped-query (kv_n_heads);
    // the fused Wqkv shrinks with them: MPT-7B with 8 KV heads has 32 × 2 × 4096 × 3072 fewer
    // weights.
    auto cfg = nlohmann::json::parse(test::readSourceFile("tests/data/hf-configs/mpt-7b.config.json"));
    cfg["attn_config"]["attn_type"] = "grouped_query_attention";
    cfg["attn_config"]["kv_n_heads"] = 8;
    const auto gqa = model::archFromHfConfig(cfg, "mpt.json");
    QCOMPARE(gqa.kvHeads, 8);
    QCOMPARE(model::countParams(gqa).total, 6649286656.0 - 32.0 * 2 * 4096 * 3072);
    cfg["attn_config"]["attn_type"] = "multiquery_attention";
    QCOMPARE(model::archFromHfConfig(cfg, "mpt.json").kvHeads, 1);
    // Grouped-query attention needs kv_n_heads.
    cfg["attn_config"]["attn_type"] = "grouped_query_attention";
    cfg["attn_config"].erase("kv_n_heads");
    try {
        model::archFromHfConfig(cfg, "mpt.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("attn_config.kv_n_heads"));
    }
    // Without ALiBi, learned positions max_seq_len × d_model (llm-foundry's wpe).
    cfg["attn_config"]["attn_type"] = "multihead_attention";
    cfg["attn_config"]["alibi"] = false;
    const auto learned = model::archFromHfConfig(cfg, "mpt.json");
    QCOMPARE(learned.positionEmbeddings, 2048);
    QCOMPARE(model::countParams(learned).total, 6649286656.0 + 2048.0 * 4096);
}

QTEST_APPLESS_MAIN(TestModelArch)
#include "tst_modelarch.moc"
