// Memory per GPU, compute and time: published figures (docs/DOMAIN.md, Reference figures) and
// hand calculations of each formula.

#include "TestSupport.h"

#include "Compute.h"
#include "Evaluate.h"
#include "JsonFields.h"
#include "Memory.h"
#include "ModelArch.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace gpuplanner;
using model::Optimizer;
using model::Precision;
using model::WorkloadKind;

namespace {
model::Workload workload(WorkloadKind kind, Precision precision, double params = 7.0e9)
{
    model::Workload w;
    w.kind = kind;
    w.modelSource = model::ModelSource::Inline;
    w.arch = test::llama2Arch(params);
    w.precision = precision;
    w.sequenceLength = 2048;
    w.microBatchSize = 1;
    w.checkpointing = model::ActivationCheckpointing::Full;
    return w;
}

model::MemoryBreakdown memoryOf(const model::Workload &w, int gpus = 1)
{
    return model::estimateMemory(w.arch, model::countParams(w.arch), w, test::catalog().defaults, gpus);
}

bool near(double got, double want, double rel)
{
    return std::abs(got - want) <= rel * std::abs(want);
}
} // namespace

class TestMemory : public QObject
{
    Q_OBJECT
private slots:
    void weightsByPrecision_data();
    void weightsByPrecision();
    void seedLoraFitsA24GbCard();
    void seedFullFinetune();
    void optimizerStates_data();
    void optimizerStates();
    void zeroSharding();
    void activationsKorthikanti();
    void kvCache_data();
    void kvCache();
    void loraParams_data();
    void loraParams();
    void qloraBase();
    void overhead();
    void trainingFlopsAndTime();
    void mfuPerGpu();
    void sliceComputeShare();
    // The known faults of web calculators (issue "research-grade fidelity"), one test each.
    void faultIgnoresGqa();
    void faultAssumesHeadDim();
    void faultUsesMaximumContext();
    void faultUndercountsMoe();
    void faultDropsOptimizerOrActivations();
    void faultBlursPerGpuAndTotal();
    void faultGivesNoTimeOrThroughput();
    void tensorParallelReplicatesFewKvHeads();
    void loraUnderZero3ShardsTheBase();
    void offloadMovesGradientsAndStates();
    void loraOnFusedQkv_data();
    void loraOnFusedQkv();
    void plainMlpActivations();
};

void TestMemory::weightsByPrecision_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("bytes");
    // Rental vs cloud-server guide: "7B in FP16 → ~14 GB"; bytes per weight 4/2/2/1/1/0.5
    // (docs/DOMAIN.md, Weights). Quantised
    // serving keeps the 0.262 G embedding parameters (scaled to 7B: 0.2723e9) in 16 bits.
    const double emb = 7.0e9 * 262148096.0 / 6738415616.0;
    QTest::newRow("fp32") << int(Precision::Fp32) << 28.0e9;
    QTest::newRow("fp16 (seed: 14 GB)") << int(Precision::Fp16) << 14.0e9;
    QTest::newRow("bf16") << int(Precision::Bf16) << 14.0e9;
    QTest::newRow("int8") << int(Precision::Int8) << (7.0e9 - emb) * 1.0 + emb * 2.0;
    QTest::newRow("int4") << int(Precision::Int4) << (7.0e9 - emb) * 0.5 + emb * 2.0;
}

void TestMemory::weightsByPrecision()
{
    QFETCH(int, precision);
    QFETCH(double, bytes);
    const auto m = memoryOf(workload(WorkloadKind::Inference, Precision(precision)));
    QVERIFY2(near(m.weights, bytes, 1e-9), qPrintable(QString::number(m.weights)));
}

void TestMemory::seedLoraFitsA24GbCard()
{
    // Rental vs cloud-server guide (docs/DOMAIN.md, Reference figures): LoRA on 7B fits a 24 GB
    // card. Base 14.0e9; adapters (r=16, all linear) 39,976,960 params × (4 weight + 4 grad +
    // 8 Adam). With checkpointing at 2048 tokens the standard loss's buffers (12 bytes × 2048 ×
    // 32,000 = 786,432,000) outweigh one recomputed layer, on top of 32 × 2 × 2048 × 4096 =
    // 536,870,912 of kept layer inputs.
    auto w = workload(WorkloadKind::Lora, Precision::Bf16);
    w.loraRank = 16;
    const auto m = memoryOf(w);
    QVERIFY(near(m.weights, 14.0e9, 1e-9));
    QVERIFY(near(m.adapter + m.gradients + m.optimizer, 39976960.0 * 16, 1e-9));
    QVERIFY2(near(m.activations, 536870912.0 + 786432000.0, 1e-9), qPrintable(QString::number(m.activations)));
    QVERIFY(m.total() < 24e9);
}

void TestMemory::seedFullFinetune()
{
    // Both rental articles (docs/DOMAIN.md, Reference figures): 7B full fine-tuning needs 40 GB+
    // (2–4× the 14 GB model, 40–60 GB).
    // adamw_bf16: 2+2+4 = 8 bytes/param = 56e9, plus activations and overhead: 40–60 GB+.
    auto w = workload(WorkloadKind::FullFinetune, Precision::Bf16);
    w.optimizer = Optimizer::AdamWBf16;
    w.masterWeights = false; // pure bf16 training
    const double bf16Total = memoryOf(w).total();
    QVERIFY2(bf16Total > 56e9 && bf16Total < 64e9, qPrintable(QString::number(bf16Total)));
    // Mixed-precision AdamW: 16 bytes/param (ZeRO paper) = 112e9 before activations and overhead.
    w.optimizer = Optimizer::AdamW;
    w.masterWeights = true;
    const auto m = memoryOf(w);
    QVERIFY(near(m.weights + m.gradients + m.optimizer, 112e9, 1e-9));
    QVERIFY(m.total() > 112e9);
}

void TestMemory::optimizerStates_data()
{
    QTest::addColumn<int>("optimizer");
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("bytesPerParam");
    QTest::addColumn<bool>("master");
    // docs/DOMAIN.md, Gradients and optimizer states: Adam 12 (master + 2 moments) with 16-bit
    // weights; 8-bit Adam 2 bytes of states
    // (+4 master); SGD momentum 4 (+4 master); pure fp32 training keeps no separate master copy.
    QTest::newRow("adamw bf16") << int(Optimizer::AdamW) << int(Precision::Bf16) << 12.0 << true;
    QTest::newRow("adamw fp32") << int(Optimizer::AdamW) << int(Precision::Fp32) << 8.0 << true;
    QTest::newRow("adamw_bf16 pure bf16") << int(Optimizer::AdamWBf16) << int(Precision::Bf16) << 4.0 << false;
    QTest::newRow("adamw_bf16 + master") << int(Optimizer::AdamWBf16) << int(Precision::Bf16) << 8.0 << true;
    QTest::newRow("adamw_8bit bf16") << int(Optimizer::AdamW8bit) << int(Precision::Bf16) << 6.0 << true;
    QTest::newRow("adamw_8bit, no master") << int(Optimizer::AdamW8bit) << int(Precision::Bf16) << 2.0 << false;
    QTest::newRow("sgd bf16") << int(Optimizer::SgdMomentum) << int(Precision::Bf16) << 8.0 << true;
}

void TestMemory::optimizerStates()
{
    QFETCH(int, optimizer);
    QFETCH(int, precision);
    QFETCH(double, bytesPerParam);
    QFETCH(bool, master);
    auto w = workload(WorkloadKind::FullFinetune, Precision(precision));
    w.optimizer = Optimizer(optimizer);
    w.masterWeights = master;
    QVERIFY(near(memoryOf(w).optimizer, 7.0e9 * bytesPerParam, 1e-9));
}

void TestMemory::zeroSharding()
{
    // ZeRO (Rajbhandari et al. 2020), 8 GPUs: stage 1 shards optimizer states, 2 also gradients,
    // 3 also weights.
    auto w = workload(WorkloadKind::FullFinetune, Precision::Bf16);
    const double n = 7.0e9;
    w.zeroStage = 1;
    auto m = memoryOf(w, 8);
    QVERIFY(near(m.optimizer, 12 * n / 8, 1e-9) && near(m.gradients, 2 * n, 1e-9) && near(m.weights, 2 * n, 1e-9));
    w.zeroStage = 2;
    m = memoryOf(w, 8);
    QVERIFY(near(m.gradients, 2 * n / 8, 1e-9) && near(m.weights, 2 * n, 1e-9));
    w.zeroStage = 3;
    m = memoryOf(w, 8);
    QVERIFY(near(m.weights, 2 * n / 8, 1e-9));
    // Per-GPU model states never grow with more GPUs.
    QVERIFY(memoryOf(w, 16).total() < m.total());
}

void TestMemory::activationsKorthikanti()
{
    // Stored attention scores (no FlashAttention) add 5·a·s bytes per token and layer
    // (Korthikanti et al. 2022, Table 2): s=2048, b=2, a=32 → 4096 tokens × 5 × 32 × 2048 ×
    // 32 layers = 4,294,967,296 more.
    auto w = workload(WorkloadKind::FullFinetune, Precision::Bf16);
    w.microBatchSize = 2;
    w.checkpointing = model::ActivationCheckpointing::None;
    w.flashAttention = true;
    const double flash = memoryOf(w).activations;
    w.flashAttention = false;
    QVERIFY(near(memoryOf(w).activations - flash, 4096.0 * 5 * 32 * 2048 * 32, 1e-12));
    // Full recomputation keeps each layer's 16-bit input and the larger of the loss's buffers and
    // one recomputed layer: far less than every layer's saved tensors.
    w.flashAttention = true;
    w.checkpointing = model::ActivationCheckpointing::Full;
    const double recomputed = memoryOf(w).activations;
    QVERIFY(recomputed > 32 * 2 * 4096.0 * 4096 && recomputed < flash / 4);
}

void TestMemory::kvCache_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("context");
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("bytes");
    // 2 × layers × kv_heads × head_dim × bytes per token, one sequence:
    // Llama-2-7B (MHA) 2·32·32·128·2 = 524,288 B/token; × 4096 = 2,147,483,648.
    QTest::newRow("llama-2-7b 4k fp16") << "llama-2-7b" << 4096 << int(Precision::Fp16) << 2147483648.0;
    // Llama-3-8B (GQA, 8 KV heads): 131,072 B/token; × 8192 = 1,073,741,824.
    QTest::newRow("llama-3-8b 8k fp16") << "llama-3-8b" << 8192 << int(Precision::Fp16) << 1073741824.0;
    // fp8 KV halves it.
    QTest::newRow("llama-3-8b 8k fp8") << "llama-3-8b" << 8192 << int(Precision::Fp8) << 536870912.0;
    // Mistral-7B: sliding window 4096 caps a 16k context: 131,072 × 4096.
    QTest::newRow("mistral-7b 16k window") << "mistral-7b" << 16384 << int(Precision::Fp16) << 536870912.0;
    // Qwen2.5-7B: 28 layers × 4 KV heads: 57,344 B/token × 32768.
    QTest::newRow("qwen2.5-7b 32k") << "qwen2.5-7b" << 32768 << int(Precision::Fp16) << 1879048192.0;
}

void TestMemory::kvCache()
{
    QFETCH(QString, preset);
    QFETCH(int, context);
    QFETCH(int, precision);
    QFETCH(double, bytes);
    const auto &arch = test::catalog().model(preset.toStdString())->arch;
    QCOMPARE(model::kvCacheBytes(arch, 1, context, Precision(precision)), bytes);
    // In the breakdown: 8 requests that fill the context (prompt + 256 output tokens), per GPU
    // with 2-way tensor parallelism.
    model::Workload w;
    w.kind = WorkloadKind::Inference;
    w.arch = arch;
    w.serving.concurrency = 8;
    w.serving.contextLength = context;
    w.serving.promptTokens = context - w.serving.outputTokens;
    w.serving.kvCachePrecision = Precision(precision);
    const auto m = model::estimateMemory(arch, model::countParams(arch), w, test::catalog().defaults, 2);
    QCOMPARE(m.kvCache, bytes * 8 / 2);
}

void TestMemory::loraParams_data()
{
    QTest::addColumn<int>("rank");
    QTest::addColumn<int>("targets");
    QTest::addColumn<double>("params");
    // PEFT print_trainable_parameters() on Llama-2-7B: r=16 on all linear layers: 39,976,960.
    QTest::newRow("r16 all linear") << 16 << int(model::LoraTargets::AllLinear) << 39976960.0;
    // r=8 on q, k, v, o: 8 × 4 × 8192 × 32 = 8,388,608 (twice PEFT's 4,194,304 for q, v only).
    QTest::newRow("r8 attention") << 8 << int(model::LoraTargets::Attention) << 8388608.0;
    // PEFT default for Llama (q_proj, v_proj), r=8: 4,194,304.
    QTest::newRow("r8 q_v") << 8 << int(model::LoraTargets::QueryValue) << 4194304.0;
}

void TestMemory::loraParams()
{
    QFETCH(int, rank);
    QFETCH(int, targets);
    QFETCH(double, params);
    QCOMPARE(model::loraParams(test::llama2Arch(), rank, model::LoraTargets(targets)), params);
}

void TestMemory::qloraBase()
{
    // QLoRA (Dettmers et al. 2023): NF4 with double quantisation, 4.127 bits per weight on the
    // linear layers; embeddings stay bf16. Llama-2-7B: 6,476,267,520 linear × 4.127/8 +
    // 262,148,096 embedding × 2 = 3,865,312,... ≈ 3.865e9 bytes.
    auto w = workload(WorkloadKind::Qlora, Precision::Bf16, 0);
    const auto c = model::countParams(w.arch);
    const double want = c.linear * 4.127 / 8 + c.embedding * 2;
    QVERIFY(near(memoryOf(w).weights, want, 1e-12));
    QVERIFY(near(want, 3.865e9, 1e-3));
}

void TestMemory::overhead()
{
    // Catalog defaults: 1 GB fixed + 5% of the other parts (docs/DOMAIN.md, Overhead); with the
    // standard loss and recomputation also the logit-sized blocks PyTorch's caching allocator
    // keeps reserved, 3.85 bytes per token × vocabulary entry (median of reserved − allocated in
    // five H200 LoRA runs with checkpointing: 3.28–4.14, tests/reference/h200-measured.json).
    // Llama-2-7B at 2048 tokens: 3.85 × 2048 × 32000 = 0.2523 GB.
    auto w = workload(WorkloadKind::FullFinetune, Precision::Bf16);
    w.checkpointing = model::ActivationCheckpointing::None;
    const auto m = memoryOf(w);
    const double parts = m.weights + m.gradients + m.optimizer + m.activations;
    QVERIFY(near(m.overhead, 1e9 + 0.05 * parts, 1e-12));
    w.checkpointing = model::ActivationCheckpointing::Full;
    const auto recomputed = memoryOf(w);
    const double recomputedParts = recomputed.weights + recomputed.gradients + recomputed.optimizer + recomputed.activations;
    QVERIFY(near(recomputed.overhead - 1e9 - 0.05 * recomputedParts, 0.2523e9, 1e-3));
    w.lossImplementation = model::LossImplementation::Chunked; // no full-length logits to leave behind
    const auto chunked = memoryOf(w);
    QVERIFY(near(chunked.overhead, 1e9 + 0.05 * (chunked.weights + chunked.gradients + chunked.optimizer + chunked.activations), 1e-12));
    // Serving: the engine's memory outside PyTorch only (catalog serving_overhead_gb 0.14: vLLM
    // v0.11 logs 0.13–0.14 GiB of non-torch memory on one H100, llm-d-benchmark's table); a paged
    // KV cache wastes under 4% (Kwon et al. 2023). Split over two GPUs each also holds NCCL's and
    // the custom all-reduce's buffers (serving_tensor_parallel_overhead_gb 0.45: the same table's
    // 0.54–0.55 GiB at tensor parallelism 2).
    auto serving = workload(WorkloadKind::Inference, Precision::Fp16);
    QCOMPARE(memoryOf(serving).overhead, 0.14e9);
    QVERIFY(near(memoryOf(serving, 2).overhead, 0.59e9, 1e-12));
}

void TestMemory::trainingFlopsAndTime()
{
    // 6·N·D (Kaplan et al. 2020) plus attention 12·L·H·Q·T per token (PaLM, appendix B): 7e9 ×
    // 6 + 12 × 32 × 4096 × 2048 = 42e9 + 3.221e9 per token, × 1e9 tokens; with full
    // recomputation 8·N and 16·L·H·Q·T.
    auto w = workload(WorkloadKind::FullFinetune, Precision::Bf16);
    w.trainTokens = 1e9;
    w.checkpointing = model::ActivationCheckpointing::None;
    const double attention = 12.0 * 32 * 4096 * 2048;
    QCOMPARE(model::workloadFlop(w, 7e9, 0), (42e9 + attention) * 1e9);
    w.checkpointing = model::ActivationCheckpointing::Full;
    QCOMPARE(model::workloadFlop(w, 7e9, 0), (56e9 + attention * 4 / 3) * 1e9);
    // LoRA computes no weight gradients: 4·N (+2·N recomputed); attention's backward is the same.
    w.kind = WorkloadKind::Lora;
    QCOMPARE(model::workloadFlop(w, 7e9, 0), (42e9 + attention * 4 / 3) * 1e9);
    // Issue 12, fault kind 3: Llama-2-7B pretraining at 32,768 tokens takes about twice the FLOPs
    // of the same tokens at 2048 (attention 12 × 32 × 4096 × 32768 = 51.5e9 per token > 6·N).
    auto pretrain = workload(WorkloadKind::Pretrain, Precision::Bf16, 0);
    pretrain.checkpointing = model::ActivationCheckpointing::None;
    const double at2k = model::workloadFlop(pretrain, 6.738e9, 0);
    pretrain.sequenceLength = 32768;
    const double ratio = model::workloadFlop(pretrain, 6.738e9, 0) / at2k;
    QVERIFY2(ratio > 2.0 && ratio < 2.2, qPrintable(QString::number(ratio)));
    // Time on one A100 (312 TFLOP/s bf16 dense, spec sheet) at MFU 0.4:
    // 4.2e19 / (312e12 × 0.4) = 336,538 s = 93.48 h.
    const model::Gpu &a100 = *test::catalog().gpu("a100-80gb");
    bool fellBack = true;
    const double peak = model::peakFlopsFor(a100, w, fellBack);
    QCOMPARE(peak, 312e12);
    QVERIFY(!fellBack);
    QVERIFY(near(model::computeHours(4.2e19, 1, peak, 0.4, {}), 93.4829, 1e-5));
}

void TestMemory::mfuPerGpu()
{
    // Issue 12, fault kind 4: one MFU for every card made an H100 3.2 times an A100. With the
    // catalog's per-GPU figures (tuned stacks' steady rates: A100 bf16 0.63, H100 0.42) the same
    // pretraining runs 2.1 times faster on an H100 (989.4 × 0.42 / (312 × 0.63)); llm-foundry's
    // same runs on both cards on one 8-GPU machine were 2.0–2.4 times as fast on the H100
    // (scripts/train/benchmarking/README.md: MPT-7B 10,643 vs 4,641 tokens/s per GPU, 2.29;
    // MPT-13B 4,792 vs 2,262, 2.12).
    model::Scenario s;
    s.workload = workload(WorkloadKind::Pretrain, Precision::Bf16);
    s.workload.trainTokens = 1e10;
    s.offerings = {model::OfferingChoice::catalogEntry("a100-80gb-card"),
                   model::OfferingChoice::catalogEntry("h100-80gb-card")};
    s.compareRegions = {"guizhou"};
    const auto r = model::evaluate(test::catalog(), s);
    QCOMPARE(int(r.options.size()), 2);
    const double ratio = r.options[0].computeHours / r.options[1].computeHours;
    QVERIFY2(ratio > 2.0 && ratio < 2.4, qPrintable(QString::number(ratio)));
    QVERIFY2(std::abs(ratio - 989.4 * 0.42 / (312 * 0.63)) < 1e-6, qPrintable(QString::number(ratio)));
    // The scenario's own MFU still applies to every card alike.
    s.workload.mfu = 0.3;
    const auto same = model::evaluate(test::catalog(), s);
    QVERIFY(std::abs(same.options[0].computeHours / same.options[1].computeHours - 989.4 / 312) < 1e-9);
}

void TestMemory::sliceComputeShare()
{
    // MIG 3g.40gb on A100 80GB has 3 of 7 compute slices (MIG User Guide): 7/3 × the time.
    const auto &c = test::catalog();
    const model::Offering &o = *c.offering("a100-80gb-mig-3g.40gb");
    const auto f = model::speedFactors(o, *c.gpu("a100-80gb"), model::Workload{}, 1, c.defaults);
    QVERIFY(near(f.computeShare, 3.0 / 7.0, 1e-3));
    QCOMPARE(f.contention, 1.0);
    // Its memory bandwidth goes with its memory, 4 of 8 memory slices (MIG User Guide: a memory
    // slice is about an eighth of the card's memory, capacity and bandwidth): 40,192 of 81,920 MiB
    // as the driver reports them, 0.49, not the 3/7 of its compute. Decoding, bound by bandwidth,
    // runs at that share: Llama-2-7B bf16 one request at a time, 0.49 × the whole card's speed.
    QVERIFY(near(f.bandwidthShare, 40192.0 / 81920.0, 1e-12));
    model::Workload w;
    w.kind = WorkloadKind::Inference;
    w.arch = c.model("llama-2-7b")->arch;
    w.serving.concurrency = 1;
    w.serving.contextLength = 2048;
    model::Scenario s;
    s.workload = w;
    s.compareRegions = {"guizhou"};
    s.offerings = {model::OfferingChoice::catalogEntry("a100-80gb-card"), model::OfferingChoice::catalogEntry("a100-80gb-mig-3g.40gb")};
    const model::Result r = model::evaluate(c, s);
    QVERIFY(near(r.options[1].decodeTokensPerSecond / r.options[0].decodeTokensPerSecond, 40192.0 / 81920.0, 1e-9));
    // A software vGPU share of 50% loses another 25% to neighbours (20–30%: docs/DOMAIN.md, Speed
    // factors of an option).
    const auto v = model::speedFactors(*c.offering("rtx4090-24gb-vgpu-50"), *c.gpu("rtx4090-24gb"), model::Workload{}, 1, c.defaults);
    QCOMPARE(v.product(), 0.5 * 0.75);
}

namespace {
model::Result evaluateWith(const model::Workload &w, const char *offering = "a100-80gb-card")
{
    model::Scenario s;
    s.workload = w;
    s.offerings = {model::OfferingChoice::catalogEntry(offering)};
    s.compareRegions = {"guizhou"};
    return model::evaluate(test::catalog(), s);
}

model::Workload serving(const char *preset, int concurrency, int context)
{
    model::Workload w;
    w.kind = WorkloadKind::Inference;
    w.arch = test::catalog().model(preset)->arch;
    w.serving.concurrency = concurrency;
    w.serving.contextLength = context;
    return w;
}
} // namespace

void TestMemory::faultIgnoresGqa()
{
    // Llama-3-8B has 8 KV heads for 32 query heads: its KV cache is a quarter of what 32 heads
    // would need. 8 sequences × 8192 tokens × 131,072 B = 8,589,934,592 B.
    model::Workload w = serving("llama-3-8b", 8, 8192);
    w.serving.promptTokens = 8192 - w.serving.outputTokens;
    const auto r = evaluateWith(w);
    QCOMPARE(r.memory.kvCache, 8589934592.0);
}

void TestMemory::faultAssumesHeadDim()
{
    // Gemma 2 9B: head_dim 256, not 3584 / 16 = 224; KV per token per layer 2 × 8 × 256.
    const auto arch = model::archFromHfConfig(nlohmann::json::parse(R"({"model_type": "gemma2",
        "hidden_size": 3584, "intermediate_size": 14336, "num_hidden_layers": 42,
        "num_attention_heads": 16, "num_key_value_heads": 8, "head_dim": 256, "vocab_size": 256000})"),
                                              "gemma.json");
    QCOMPARE(model::kvElementsPerTokenLayer(arch), 4096.0);
}

void TestMemory::faultUsesMaximumContext()
{
    // Llama-3-8B allows 8192 tokens; a 2048-token service reserves a quarter of that.
    const double used = evaluateWith(serving("llama-3-8b", 1, 2048)).memory.kvCache;
    QCOMPARE(used, 2048 * 131072.0);
    QVERIFY(used < evaluateWith(serving("llama-3-8b", 1, 8192)).memory.kvCache / 3.9);
}

void TestMemory::faultUndercountsMoe()
{
    // Mixtral 8x7B holds all 46.7B parameters in memory (93.4 GB in bf16) while computing with
    // 12.9B per token.
    model::Workload w = serving("mixtral-8x7b", 1, 2048);
    const auto r = evaluateWith(w);
    QVERIFY(std::abs(r.memory.weights - 2 * 46.702792704e9) < 1e3);
    // Its FLOP follow the 12.9B (2 per parameter and token), and attention at 512–640 tokens of
    // context adds 1.1% (32 layers × 32 heads × 128 × 4 FLOP per context position).
    const double linear = 2 * r.activeParams * w.serving.requestsPerDay() * 768 * 30;
    QVERIFY(r.totalFlop > 1.01 * linear && r.totalFlop < 1.015 * linear);
    QVERIFY(r.activeParams < 13e9);
    QVERIFY(!r.options.front().fits); // not on one 80 GB card
    QCOMPARE(r.options.front().gpusNeeded, 2);
}

void TestMemory::faultDropsOptimizerOrActivations()
{
    auto w = workload(WorkloadKind::FullFinetune, Precision::Bf16);
    const auto m = memoryOf(w);
    QVERIFY(m.optimizer == 12 * 7.0e9 && m.gradients == 2 * 7.0e9 && m.activations > 1e9);
}

void TestMemory::faultBlursPerGpuAndTotal()
{
    // Llama-2-70B in bf16 on 4 GPUs: each holds a quarter of the 138 GB of weights; the result's
    // memory is per GPU and names the GPU count it assumes.
    model::Workload w = serving("llama-2-70b", 8, 4096);
    w.gpus = 4;
    const auto r = evaluateWith(w);
    QVERIFY(std::abs(r.memory.weights - 2 * 68.976648192e9 / 4) < 1e3);
    QCOMPARE(r.options.front().gpus, 4 * r.options.front().replicas);
    QVERIFY(r.options.front().fits);
}

void TestMemory::faultGivesNoTimeOrThroughput()
{
    auto train = workload(WorkloadKind::Lora, Precision::Bf16);
    train.trainTokens = 1e8;
    const auto t = evaluateWith(train).options.front();
    QVERIFY(t.computeHours > 1 && t.wallHours >= t.computeHours);
    const auto s = evaluateWith(serving("llama-3-8b", 16, 4096)).options.front();
    // Decode is memory-bound: an A100 (2039 GB/s) reading 16 GB of bf16 weights per step gives
    // at most ~127 steps/s; with 16 sequences at most ~2000 tokens/s.
    QVERIFY(s.decodeTokensPerSecond > 500 && s.decodeTokensPerSecond < 16 * 2039e9 / 16.06e9);
    QVERIFY(s.servingCapacityRequestsPerDay > 10000 && s.requestSeconds > 0 && s.prefillSeconds > 0);
}

void TestMemory::tensorParallelReplicatesFewKvHeads()
{
    // Qwen2.5-7B has 4 KV heads: on 8 GPUs each GPU holds a quarter of the cache, not an eighth.
    model::Workload w = serving("qwen2.5-7b", 8, 4096);
    w.serving.promptTokens = 4096 - w.serving.outputTokens;
    w.gpus = 8;
    const auto &arch = w.arch;
    const auto m = model::estimateMemory(arch, model::countParams(arch), w, test::catalog().defaults, 8);
    QCOMPARE(m.kvCache, model::kvCacheBytes(arch, 8, 4096, Precision::Fp16) / 4);
}

void TestMemory::loraUnderZero3ShardsTheBase()
{
    // ZeRO-3 / FSDP shard frozen weights as well: Llama-2-70B LoRA on 8 GPUs holds 1/8 each.
    model::Workload w;
    w.kind = WorkloadKind::Lora;
    w.arch = test::catalog().model("llama-2-70b")->arch;
    w.zeroStage = 3;
    const auto m = model::estimateMemory(w.arch, model::countParams(w.arch), w, test::catalog().defaults, 8);
    QVERIFY(std::abs(m.weights - 68.976648192e9 * 2 / 8) < 1e3);
    // What ZeRO-3 gathers for each pass is that frozen base as it is held: bf16 for LoRA; for
    // QLoRA its NF4 matrices at 4.127 bits (QLoRA paper) and its 16-bit embeddings and output
    // matrix (2 × 32000 × 8192, with the final norm's 8192 counted beside them).
    const model::ParamCount params = model::countParams(w.arch);
    QCOMPARE(model::gatheredWeightBytes(w, params, test::catalog().defaults), params.total * 2);
    w.kind = WorkloadKind::Qlora;
    QCOMPARE(params.embedding, 2 * 32000.0 * 8192 + 8192);
    QCOMPARE(model::gatheredWeightBytes(w, params, test::catalog().defaults),
             (params.linear * 4.127 + params.embedding * 16) / 8);
}

void TestMemory::offloadMovesGradientsAndStates()
{
    // ZeRO-Offload: the GPU keeps the 16-bit weights; gradients, master copy and Adam states
    // (2 + 12 bytes/param) live in CPU memory.
    auto w = workload(WorkloadKind::FullFinetune, Precision::Bf16);
    w.optimizerOffload = true;
    const auto m = memoryOf(w);
    QCOMPARE(m.optimizer, 0.0);
    QCOMPARE(m.gradients, 0.0);
    QVERIFY(std::abs(m.hostOffload - 14 * 7.0e9) < 1e3);
    QVERIFY(std::abs(m.weights - 14e9) < 1e3);
}

namespace {
model::ModelArch configArch(const std::string &name)
{
    const std::string path = "tests/data/hf-configs/" + name + ".config.json";
    return model::archFromHfConfig(model::parseJsonText(test::readSourceFile(path), path), path);
}
} // namespace

void TestMemory::loraOnFusedQkv_data()
{
    QTest::addColumn<QString>("config");
    QTest::addColumn<int>("rank");
    QTest::addColumn<unsigned>("modules");
    QTest::addColumn<double>("params");
    const unsigned qkv = model::LoraQ | model::LoraK | model::LoraV;
    const unsigned all = model::loraModulesOf(model::LoraTargets::AllLinear);
    // PEFT print_trainable_parameters() with LoraConfig(r=8, target_modules=["c_attn"]) on gpt2:
    // "trainable params: 294,912 || all params: 124,734,720": 12 × 8 × (768 + 2304).
    QTest::newRow("gpt2 c_attn r8") << "gpt2" << 8 << qkv << 294912.0;
    // ... and r=8 on bloom-560m's query_key_value (PEFT's default target for BLOOM):
    // "trainable params: 786,432 || all params: 560,001,024": 24 × 8 × (1024 + 3072).
    QTest::newRow("bloom-560m query_key_value r8") << "bloom-560m" << 8 << qkv << 786432.0;
    // q_v on a fused model adapts the fused matrix: one adapter, the same count.
    QTest::newRow("bloom-560m q_v r8") << "bloom-560m" << 8 << model::loraModulesOf(model::LoraTargets::QueryValue)
                                       << 786432.0;
    // attention adds dense 1024 → 1024: + 24 × 8 × 2048; all linear adds dense_h_to_4h and
    // dense_4h_to_h (no gate in a plain MLP): 24 × 8 × (4096 + 2048 + 5120 + 5120) = 3,145,728.
    QTest::newRow("bloom-560m attention r8") << "bloom-560m" << 8 << model::loraModulesOf(model::LoraTargets::Attention)
                                             << 786432.0 + 24 * 8 * 2048.0;
    QTest::newRow("bloom-560m all linear r8") << "bloom-560m" << 8 << all << 3145728.0;
    // Falcon-7B, r=16 on query_key_value (4544 → 4544 + 2 × 64, multi-query), as the QLoRA
    // Falcon-7B notebooks print it: "trainable params: 4,718,592" = 32 × 16 × (4544 + 4672).
    QTest::newRow("falcon-7b query_key_value r16") << "falcon-7b" << 16 << qkv << 4718592.0;
    // All four of Falcon-7B's linear layers, from the shapes: 32 × 16 × ((4544 + 4672) +
    // (4544 + 4544) + 2 × (4544 + 18176)) = 32,636,928.
    QTest::newRow("falcon-7b all linear r16") << "falcon-7b" << 16 << all << 32636928.0;
    // Falcon-40B's grouped KV: 8192 → (128 + 2 × 8) × 64 = 9216; 60 × 16 × (8192 + 9216).
    QTest::newRow("falcon-40b query_key_value r16") << "falcon-40b" << 16 << qkv << 60.0 * 16 * (8192 + 9216);
    // MPT-7B's Wqkv 4096 → 12288 and out_proj: 32 × 8 × (16384 + 8192).
    QTest::newRow("mpt-7b attention r8") << "mpt-7b" << 8 << model::loraModulesOf(model::LoraTargets::Attention)
                                         << 32.0 * 8 * (16384 + 8192);
}

void TestMemory::loraOnFusedQkv()
{
    QFETCH(QString, config);
    QFETCH(int, rank);
    QFETCH(unsigned, modules);
    QFETCH(double, params);
    QCOMPARE(model::loraParams(configArch(config.toStdString()), rank, modules), params);
}

void TestMemory::plainMlpActivations()
{
    // Per token and layer, counted tensor by tensor (docs/DOMAIN.md, Activations), read back from
    // full fine-tuning without checkpointing: (activations − loss) / (layers × tokens).
    const auto perLayerToken = [](const model::ModelArch &arch, model::WorkloadKind kind, unsigned modules) {
        model::Workload w;
        w.kind = kind;
        w.arch = arch;
        w.precision = Precision::Bf16;
        w.sequenceLength = 1024;
        w.checkpointing = model::ActivationCheckpointing::None;
        w.loraModules = modules;
        const auto &d = test::catalog().defaults;
        const double loss = d.lossBytesPerLogit * 1024.0 * arch.vocabSize;
        return (model::estimateMemory(arch, model::countParams(arch), w, d, 1).activations - loss)
            / (arch.layers * 1024.0);
    };
    // BLOOM-560m (h 1024, MLP 4096, two LayerNorms, BloomGelu keeps its input): norms 2 × 4h,
    // q/k/v/output 2 × 4h, the GeLU input 2 × 4096 (Korthikanti et al.'s 8sbh), and the trained
    // matrices' inputs 2 × 2h + 2h + 2 × 4096: 38h = 38,912 bytes.
    const auto bloom = configArch("bloom-560m");
    QCOMPARE(perLayerToken(bloom, WorkloadKind::FullFinetune, 0), 38.0 * 1024);
    // GPT-2's gelu_new, written as tensor operations, keeps four tensors of the MLP's width
    // instead of one: 38h + 3 × 2 × 4h = 62h.
    const auto gpt2 = configArch("gpt2");
    QCOMPARE(perLayerToken(gpt2, WorkloadKind::FullFinetune, 0), 62.0 * 768);
    // A gated MLP of the same width keeps 3 × 2i (gate output, SiLU output, up output).
    auto gated = bloom;
    gated.mlp = model::MlpKind::Gated;
    QCOMPARE(perLayerToken(gated, WorkloadKind::FullFinetune, 0), 38.0 * 1024 + 2 * 2 * 4096);
    // Falcon-7B with LoRA on query_key_value only: one LayerNorm (parallel attention) 4h,
    // q/k/v/output 2 × (2 × 4544 + 2 × 64), the GeLU input 2 × 18176, and one fp32 copy of the
    // fused matrix's input (4 bytes × 4544), not three: 91,136 bytes.
    const auto falcon = configArch("falcon-7b");
    const unsigned qkv = model::LoraQ | model::LoraK | model::LoraV;
    QCOMPARE(perLayerToken(falcon, WorkloadKind::Lora, qkv), 91136.0);
    QCOMPARE(perLayerToken(falcon, WorkloadKind::Lora, model::LoraQ | model::LoraV), 91136.0);
}

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
