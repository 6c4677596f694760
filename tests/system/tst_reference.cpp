// Reference suite: the estimator against numbers published in papers, model cards, framework
// documentation and the rental articles (docs/DOMAIN.md, Sources). Each row names its source and
// tolerance.

#include "TestSupport.h"

#include "Compute.h"
#include "Evaluate.h"
#include "JsonFields.h"
#include "Memory.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace gpuplanner;
using model::Precision;
using model::WorkloadKind;

namespace {

model::ModelArch archOf(const char *configJson)
{
    return model::archFromHfConfig(nlohmann::json::parse(configJson), "reference config");
}

model::ModelArch preset(const char *id)
{
    return test::catalog().model(id)->arch;
}

/// Llama 1 65B / GPT-style architectures are not presets; these are their config.json numbers.
const char *kGemma2_9b = R"({"model_type": "gemma2", "hidden_size": 3584, "intermediate_size": 14336,
    "num_hidden_layers": 42, "num_attention_heads": 16, "num_key_value_heads": 8, "head_dim": 256,
    "vocab_size": 256000, "sliding_window": 4096})";
const char *kQwenMoe = R"({"model_type": "qwen2_moe", "hidden_size": 2048, "intermediate_size": 5632,
    "moe_intermediate_size": 1408, "shared_expert_intermediate_size": 5632, "num_experts": 60,
    "num_experts_per_tok": 4, "num_hidden_layers": 24, "num_attention_heads": 16,
    "num_key_value_heads": 16, "vocab_size": 151936, "tie_word_embeddings": false})";
const char *kDeepSeekV3 = R"({"model_type": "deepseek_v3", "hidden_size": 7168, "intermediate_size": 18432,
    "moe_intermediate_size": 2048, "n_routed_experts": 256, "n_shared_experts": 1,
    "num_experts_per_tok": 8, "first_k_dense_replace": 3, "num_hidden_layers": 61,
    "num_attention_heads": 128, "num_key_value_heads": 128, "q_lora_rank": 1536,
    "kv_lora_rank": 512, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
    "vocab_size": 129280, "tie_word_embeddings": false})";
const char *kOpt13b = R"({"model_type": "opt", "hidden_size": 5120, "intermediate_size": 20480,
    "num_hidden_layers": 40, "num_attention_heads": 40, "vocab_size": 50272})";

bool within(double got, double want, double tolerance)
{
    return std::abs(got - want) <= tolerance * std::abs(want);
}

#define CHECK_WITHIN(got, want, tol)                                                               \
    QVERIFY2(within((got), (want), (tol)),                                                         \
             qPrintable(QStringLiteral("got %1, published %2 (±%3%)")                              \
                            .arg(double(got), 0, 'g', 8)                                           \
                            .arg(double(want), 0, 'g', 8)                                          \
                            .arg((tol) * 100)))

model::Workload fullFinetune(double params, int gpus, int zeroStage)
{
    model::Workload w;
    w.kind = WorkloadKind::FullFinetune;
    w.arch = test::llama2Arch(params);
    w.precision = Precision::Fp16;
    w.zeroStage = zeroStage;
    w.gpus = gpus;
    return w;
}

double modelStates(const model::Workload &w, int gpus)
{
    const auto m = model::estimateMemory(w.arch, model::countParams(w.arch), w, test::catalog().defaults, gpus);
    return m.weights + m.gradients + m.optimizer;
}

/// A100 GPU-hours of a pretraining run at the catalog's MFU: 6·N·D / (312 TFLOP/s × MFU).
double a100Hours(double params, double tokens)
{
    model::Workload w;
    w.kind = WorkloadKind::Pretrain;
    w.checkpointing = model::ActivationCheckpointing::None;
    w.trainTokens = tokens;
    const double flop = model::workloadFlop(w, params, 0);
    bool fellBack = false;
    const double peak = model::peakFlopsFor(*test::catalog().gpu("a100-80gb"), w, fellBack);
    return model::computeHours(flop, 1, peak, test::catalog().defaults.mfu, {});
}

} // namespace

class TestReference : public QObject
{
    Q_OBJECT
private slots:
    void parameterCounts_data();
    void parameterCounts();
    void activeParameters_data();
    void activeParameters();
    void zeroPaperFigure1_data();
    void zeroPaperFigure1();
    void kvCache_data();
    void kvCache();
    void weightFiles_data();
    void weightFiles();
    void loraTrainableParams_data();
    void loraTrainableParams();
    void trainingCompute_data();
    void trainingCompute();
    void seedNumbers();
    void specSheets_data();
    void specSheets();
    void qloraPaper65bOn48GbCard();
    void vllmLlama70bOnTwoA100s();
    void servingWorkingMemoryIsTheProfilePass();
};

void TestReference::parameterCounts_data()
{
    QTest::addColumn<QString>("config"); // preset id, or "json:" + config text
    QTest::addColumn<double>("published");
    QTest::addColumn<double>("tolerance");
    // Hugging Face model pages (safetensors parameter count).
    QTest::newRow("Llama-2-7B (HF model page)") << "llama-2-7b" << 6.738415616e9 << 1e-4;
    QTest::newRow("Llama-2-13B (HF model page)") << "llama-2-13b" << 13.015864320e9 << 1e-4;
    QTest::newRow("Llama-2-70B (HF model page)") << "llama-2-70b" << 68.976648192e9 << 1e-4;
    QTest::newRow("Llama-3-8B (HF model page)") << "llama-3-8b" << 8.030261248e9 << 1e-4;
    QTest::newRow("Llama-3-70B (HF model page)") << "llama-3-70b" << 70.553706496e9 << 1e-4;
    QTest::newRow("Mistral-7B-v0.1 (HF model page)") << "mistral-7b" << 7.241732096e9 << 1e-4;
    QTest::newRow("Mixtral-8x7B (HF model page)") << "mixtral-8x7b" << 46.702792704e9 << 1e-4;
    QTest::newRow("Qwen2.5-7B (HF model page)") << "qwen2.5-7b" << 7.615616512e9 << 1e-4;
    QTest::newRow("Qwen2.5-14B (HF model page)") << "qwen2.5-14b" << 14.770033664e9 << 1e-4;
    QTest::newRow("Qwen2.5-72B (HF model page)") << "qwen2.5-72b" << 72.706203648e9 << 1e-4;
    QTest::newRow("Qwen2.5-1.5B, tied (HF model page)") << "qwen2.5-1.5b" << 1.543714304e9 << 1e-4;
    // Gemma 2 9B: explicit head_dim 256; HF page 9,241,705,984 (two extra norms per layer: 2e-4).
    QTest::newRow("Gemma-2-9B (HF model page)") << QString::fromLatin1("json:") + kGemma2_9b << 9.241705984e9 << 2e-4;
    // Qwen1.5-MoE-A2.7B model card: 14.3B parameters in total.
    QTest::newRow("Qwen1.5-MoE-A2.7B (model card)") << QString::fromLatin1("json:") + kQwenMoe << 14.3e9 << 0.01;
    // DeepSeek-V3 technical report: 671B total parameters (main model, MTP module excluded).
    QTest::newRow("DeepSeek-V3 (technical report)") << QString::fromLatin1("json:") + kDeepSeekV3 << 671e9 << 0.005;
}

void TestReference::parameterCounts()
{
    QFETCH(QString, config);
    QFETCH(double, published);
    QFETCH(double, tolerance);
    const model::ModelArch arch = config.startsWith(QLatin1String("json:"))
        ? archOf(config.mid(5).toUtf8().constData())
        : preset(config.toLatin1().constData());
    CHECK_WITHIN(model::countParams(arch).total, published, tolerance);
}

void TestReference::activeParameters_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<double>("published");
    QTest::addColumn<bool>("withoutInputEmbedding");
    QTest::addColumn<double>("tolerance");
    // Mistral AI, "Mixtral of experts": 12.9B active parameters per token.
    QTest::newRow("Mixtral-8x7B active (Mistral AI)") << "mixtral-8x7b" << 12.9e9 << false << 0.01;
    // Qwen1.5-MoE-A2.7B model card: 2.7B activated.
    QTest::newRow("Qwen1.5-MoE active (model card)") << QString::fromLatin1("json:") + kQwenMoe << 2.7e9 << false << 0.03;
    // DeepSeek-V3 weights README: 36.6B activated (the input embedding is a lookup, not counted).
    QTest::newRow("DeepSeek-V3 active (README_WEIGHTS)") << QString::fromLatin1("json:") + kDeepSeekV3 << 36.6e9 << true << 0.01;
}

void TestReference::activeParameters()
{
    QFETCH(QString, config);
    QFETCH(double, published);
    QFETCH(bool, withoutInputEmbedding);
    QFETCH(double, tolerance);
    const model::ModelArch arch = config.startsWith(QLatin1String("json:"))
        ? archOf(config.mid(5).toUtf8().constData())
        : preset(config.toLatin1().constData());
    const auto c = model::countParams(arch);
    CHECK_WITHIN(c.active - (withoutInputEmbedding ? c.inputEmbedding : 0.0), published, tolerance);
}

void TestReference::zeroPaperFigure1_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("gigabytes");
    // Rajbhandari et al. 2020 (ZeRO), Figure 1: Ψ = 7.5B, N_d = 64 GPUs, K = 12 (mixed-precision
    // Adam): model states per GPU 120 GB, P_os 31.4 GB, P_os+g 16.6 GB, P_os+g+p 1.9 GB.
    QTest::newRow("ZeRO Fig. 1 baseline") << 0 << 120.0;
    QTest::newRow("ZeRO Fig. 1 P_os") << 1 << 31.4;
    QTest::newRow("ZeRO Fig. 1 P_os+g") << 2 << 16.6;
    QTest::newRow("ZeRO Fig. 1 P_os+g+p") << 3 << 1.9;
}

void TestReference::zeroPaperFigure1()
{
    QFETCH(int, stage);
    QFETCH(double, gigabytes);
    const auto w = fullFinetune(7.5e9, 64, stage);
    CHECK_WITHIN(modelStates(w, 64) / 1e9, gigabytes, 0.02); // the figure rounds to 0.1 GB
}

void TestReference::kvCache_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<int>("tokens");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("tolerance");
    // Kwon et al. 2023 (vLLM), section 3: OPT-13B needs 800 KB of KV cache per token
    // (2 × 5120 × 40 × 2 bytes) ...
    QTest::newRow("vLLM paper: OPT-13B per token") << QString::fromLatin1("json:") + kOpt13b << 1 << 819200.0 << 0.0;
    // ... and up to 1.6 GB for one request of 2048 tokens.
    QTest::newRow("vLLM paper: OPT-13B 2048 tokens") << QString::fromLatin1("json:") + kOpt13b << 2048 << 1.6e9 << 0.05;
    // DeepSeek-V2 paper, section 2.1.4: MLA caches (d_c + d_h^R)·l elements per token; with
    // DeepSeek-V3's d_c = 512, d_h^R = 64, l = 61: 35,136 elements = 70,272 bytes in bf16.
    QTest::newRow("DeepSeek-V2 paper: MLA per token (V3 sizes)") << QString::fromLatin1("json:") + kDeepSeekV3 << 1 << 70272.0 << 0.0;
    // Gemma 2 (Gemma Team 2024): local sliding-window attention (4096) on every other layer,
    // so an 8192-token context stores 21 × 4096 + 21 × 8192 tokens × 2 × 8 × 256 × 2 bytes.
    QTest::newRow("Gemma 2 report: alternating local/global") << QString::fromLatin1("json:") + kGemma2_9b << 8192
                                                               << (21.0 * 4096 + 21.0 * 8192) * 2 * 8 * 256 * 2 << 0.0;
}

void TestReference::kvCache()
{
    QFETCH(QString, config);
    QFETCH(int, tokens);
    QFETCH(double, bytes);
    QFETCH(double, tolerance);
    const auto arch = archOf(config.mid(5).toUtf8().constData());
    CHECK_WITHIN(model::kvCacheBytes(arch, 1, tokens, Precision::Fp16), bytes, tolerance);
}

void TestReference::weightFiles_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("gigabytes");
    QTest::addColumn<double>("tolerance");
    // llama.cpp tools/quantize README, Llama 2 7B: bits per weight of each GGUF type, whole
    // model; file sizes = 6.738e9 × bpw / 8 (e.g. Q4_K_M 4.84 bpw → 4.08 GB, the size of the
    // published llama-2-7b.Q4_K_M.gguf).
    QTest::newRow("GGUF Q4_K_M, Llama 2 7B") << "gguf_q4_k_m" << 4.08 << 0.01;
    QTest::newRow("GGUF Q5_K_M, Llama 2 7B") << "gguf_q5_k_m" << 4.78 << 0.01;
    QTest::newRow("GGUF Q6_K, Llama 2 7B") << "gguf_q6_k" << 5.53 << 0.01;
    QTest::newRow("GGUF Q8_0, Llama 2 7B") << "gguf_q8_0" << 7.16 << 0.01;
}

void TestReference::weightFiles()
{
    QFETCH(QString, format);
    QFETCH(double, gigabytes);
    QFETCH(double, tolerance);
    model::Workload w;
    w.kind = WorkloadKind::Inference;
    w.arch = preset("llama-2-7b");
    w.weightFormat = format.toStdString();
    const auto *f = test::catalog().weightFormat(w.weightFormat);
    QVERIFY(f);
    const auto m = model::estimateMemory(w.arch, model::countParams(w.arch), w, test::catalog().defaults, 1, f);
    CHECK_WITHIN(m.weights / 1e9, gigabytes, tolerance);
}

void TestReference::loraTrainableParams_data()
{
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("targets");
    QTest::addColumn<double>("params");
    // PEFT print_trainable_parameters() on Llama-2-7B: r=8 on q_proj, v_proj (PEFT's default
    // for Llama) → "trainable params: 4,194,304"; r=16 on all linear layers → 39,976,960.
    QTest::newRow("PEFT: Llama-2-7B r=8 q,v") << 8 << int(model::LoraTargets::QueryValue) << 4194304.0;
    QTest::newRow("PEFT: Llama-2-7B r=16 all linear") << 16 << int(model::LoraTargets::AllLinear) << 39976960.0;
}

void TestReference::loraTrainableParams()
{
    QFETCH(int, rank);
    QFETCH(int, targets);
    QFETCH(double, params);
    QCOMPARE(model::loraParams(preset("llama-2-7b"), rank, model::LoraTargets(targets)), params);
}

void TestReference::trainingCompute_data()
{
    QTest::addColumn<double>("estimate");
    QTest::addColumn<double>("published");
    QTest::addColumn<double>("tolerance");
    // Touvron et al. 2023 (Llama 2), Table 2: pretraining on 2.0T tokens took 184,320 A100-80GB
    // GPU-hours for 7B and 1,720,320 for 70B. 6·N·D at the catalog's MFU 0.4 lands within 10%.
    QTest::newRow("Llama 2 paper: 7B GPU-hours") << a100Hours(6.738e9, 2.0e12) << 184320.0 << 0.10;
    QTest::newRow("Llama 2 paper: 70B GPU-hours") << a100Hours(68.98e9, 2.0e12) << 1720320.0 << 0.10;
    // Hoffmann et al. 2022 (Chinchilla): 70B parameters on 1.4T tokens, the Gopher budget of
    // 5.76e23 FLOPs; 6·N·D gives 5.88e23.
    model::Workload w;
    w.kind = WorkloadKind::Pretrain;
    w.checkpointing = model::ActivationCheckpointing::None;
    w.trainTokens = 1.4e12;
    QTest::newRow("Chinchilla paper: 6ND budget") << model::workloadFlop(w, 70e9, 0) << 5.76e23 << 0.03;
}

void TestReference::trainingCompute()
{
    QFETCH(double, estimate);
    QFETCH(double, published);
    QFETCH(double, tolerance);
    CHECK_WITHIN(estimate, published, tolerance);
}

void TestReference::seedNumbers()
{
    // docs/DOMAIN.md, Reference figures: "7B in FP16 → ~14 GB" and LoRA on 7B fits a 24 GB card
    // (rental vs cloud-server guide); a 7B full fine-tune needs 40 GB+ (whole-card vs slice
    // article).
    model::Workload inf;
    inf.kind = WorkloadKind::Inference;
    inf.arch = test::llama2Arch(7.0e9);
    inf.precision = Precision::Fp16;
    const auto &d = test::catalog().defaults;
    CHECK_WITHIN(model::estimateMemory(inf.arch, model::countParams(inf.arch), inf, d, 1).weights, 14e9, 0.01);
    model::Workload lora = inf;
    lora.kind = WorkloadKind::Lora;
    lora.precision = Precision::Bf16;
    QVERIFY(model::estimateMemory(lora.arch, model::countParams(lora.arch), lora, d, 1).total() < 24e9);
    model::Workload full = lora;
    full.kind = WorkloadKind::FullFinetune;
    full.optimizer = model::Optimizer::AdamWBf16;
    QVERIFY(model::estimateMemory(full.arch, model::countParams(full.arch), full, d, 1).total() >= 40e9);
    // ZeRO paper, section 3.1: a 1.5B model's model states need at least 24 GB (16 bytes/param).
    CHECK_WITHIN(modelStates(fullFinetune(1.5e9, 1, 0), 1), 24e9, 1e-9);
}

void TestReference::specSheets_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("published");
    // NVIDIA data sheets (dense tensor throughput) and the bandwidths of the rental vs cloud-server
    // guide (docs/DOMAIN.md, Reference figures).
    QTest::newRow("A100 bf16 312 TFLOP/s") << "a100-80gb" << "bf16" << 312e12;
    QTest::newRow("H100 SXM bf16 989.4 TFLOP/s") << "h100-80gb" << "bf16" << 989.4e12;
    QTest::newRow("A100 80GB ~2 TB/s") << "a100-80gb" << "bandwidth" << 2.039e12;
    QTest::newRow("H100 3.35 TB/s") << "h100-80gb" << "bandwidth" << 3.35e12;
    QTest::newRow("RTX 4090 ~1 TB/s") << "rtx4090-24gb" << "bandwidth" << 1.008e12;
}

void TestReference::specSheets()
{
    QFETCH(QString, gpu);
    QFETCH(QString, what);
    QFETCH(double, published);
    const model::Gpu &g = *test::catalog().gpu(gpu.toStdString());
    const double value = what == QLatin1String("bandwidth") ? g.memoryBandwidth : g.peakFlops.at(what.toStdString());
    CHECK_WITHIN(value, published, 1e-9);
}

void TestReference::qloraPaper65bOn48GbCard()
{
    // Dettmers et al. 2023 (QLoRA), abstract: finetuning a 65B model on a single 48 GB GPU.
    // LLaMA-65B config.json; r=64 on all linear layers, bf16 adapters, sequence 512.
    const auto arch = archOf(R"({"model_type": "llama", "hidden_size": 8192, "intermediate_size": 22016,
        "num_hidden_layers": 80, "num_attention_heads": 64, "vocab_size": 32000})");
    model::Workload w;
    w.kind = WorkloadKind::Qlora;
    w.arch = arch;
    w.loraRank = 64;
    w.sequenceLength = 512;
    const auto m = model::estimateMemory(arch, model::countParams(arch), w, test::catalog().defaults, 1);
    QVERIFY2(m.total() <= 48.0 * 1024 * 1024 * 1024 && m.total() > 40e9, qPrintable(QString::number(m.total())));
}

void TestReference::vllmLlama70bOnTwoA100s()
{
    // vLLM serves Llama-2-70B in bf16 with tensor parallelism 2 on two A100-80GB (81920 MiB
    // each, gpu_memory_utilization 0.9); it does not fit on one.
    model::Scenario s;
    s.workload.kind = WorkloadKind::Inference;
    s.workload.arch = preset("llama-2-70b");
    s.workload.serving.concurrency = 8;
    s.workload.serving.contextLength = 4096;
    s.offerings = {model::OfferingChoice::catalogEntry("a100-80gb-card")};
    s.compareRegions = {"guizhou"};
    const auto result = model::evaluate(test::catalog(), s);
    const auto &o = result.options.front();
    QVERIFY(!o.fits);
    QCOMPARE(o.gpusNeeded, 2);
    s.workload.gpus = 2;
    QVERIFY(model::evaluate(test::catalog(), s).options.front().fits);
}

void TestReference::servingWorkingMemoryIsTheProfilePass()
{
    // A serving engine reserves working memory for its start-up profiling, whatever the load:
    // one forward pass of max_num_batched_tokens (8192 here), then one sampling step for
    // every sequence it may run (max_num_seqs, set to the load of 64), and it keeps the larger
    // peak free (vLLM). Llama-3-8B: the
    // forward pass holds 8192 tokens × 2 bytes × (3 × 4096 hidden + 3 × 14336 MLP) =
    // 905,969,664 B; vLLM's log for Llama-3.1-8B shows the profile peak growing by 110 KB per
    // batched token (tests/reference/cases.json, vllm-10517 cases): 2 × (3 × 4096 + 3 × 14336) =
    // 110,592 B. Sampling 64 sequences holds 64 × 128,256 × 38.3 B (catalog
    // sampler_bytes_per_logit) beside the forward output, 8192 × 2 × 4096: 381,489,971 B, less.
    model::Workload w;
    w.kind = WorkloadKind::Inference;
    w.arch = preset("llama-3-8b");
    w.serving.concurrency = 64;
    w.serving.promptTokens = 3000;
    w.serving.maxNumBatchedTokens = 8192;
    w.serving.maxNumSeqs = 64;
    const auto m = model::estimateMemory(w.arch, model::countParams(w.arch), w, test::catalog().defaults, 1);
    QCOMPARE(m.activations, 905969664.0);
    // An engine without chunked prefill profiles the whole context (vLLM before V1).
    w.serving.maxNumBatchedTokens = 20000;
    QCOMPARE(model::estimateMemory(w.arch, model::countParams(w.arch), w, test::catalog().defaults, 1).activations,
             20000 * 110592.0);
    // vLLM V1 left at its default on an H100 samples 1,024 sequences at start: 1,024 × 128,256 ×
    // 38.3 + 67,108,864 = 5,097,206,579 B, 4.75 GiB; its v0.11 log for Llama-3.1-8B on an H100
    // shows a 4.76 GiB peak (llm-d's table, tests/reference/cases.json, llmd-vllm011 cases).
    w.serving.maxNumBatchedTokens = 8192;
    w.serving.maxNumSeqs = 1024; // the load stays 64 requests
    QCOMPARE(model::estimateMemory(w.arch, model::countParams(w.arch), w, test::catalog().defaults, 1).activations,
             5097206579.2);
}

QTEST_APPLESS_MAIN(TestReference)
#include "tst_reference.moc"
