// The catalog format (model/Catalog: parseCatalog, mergeCatalogJson): the built-in catalog
// (resources/catalog.json) holds what docs/ARCHITECTURE.md promises with a date and a source for
// every entry, bad values fail naming the file and the field, and a user's catalog merges over
// the built-in one entry by entry.

#include "TestSupport.h"

#include "InputError.h"

#include <QtTest>

#include <cmath>

using namespace gpuplanner;

class TestCatalog : public QObject
{
    Q_OBJECT
private slots:
    void builtinCatalogComplete();
    void everyEntryHasProvenance();
    void newGpusFromSpecSheets();
    void presetSizesMatchPublished_data();
    void presetSizesMatchPublished();
    void billingGranularityByKind();
    void badCatalog_data();
    void badCatalog();
    void userCatalogMergesOverBuiltin();
    void userCatalogErrorsNameTheFile();
};

void TestCatalog::builtinCatalogComplete()
{
    const model::Catalog &c = test::catalog();
    // docs/ARCHITECTURE.md, Files and command line: the GPU and region ids the catalog must hold.
    for (const char *id : {"a100-40gb", "a100-80gb", "a800-80gb", "h100-80gb", "h800-80gb",
                           "h200-141gb", "h20-96gb", "l40s-48gb", "l20-48gb", "a30-24gb",
                           "a10-24gb", "t4-16gb", "rtx4090-24gb"})
        QVERIFY2(c.gpu(id), id);
    for (const char *id : {"beijing", "shanghai", "shenzhen", "guizhou", "inner_mongolia",
                           "ningxia", "gansu"})
        QVERIFY2(c.region(id), id);
    // NVIDIA MIG User Guide: profiles of A100 40/80 GB, H100, H200 and A30.
    QCOMPARE(c.gpu("a100-80gb")->migProfile("3g.40gb")->maxInstances, 2);
    QCOMPARE(c.gpu("a100-40gb")->migProfile("1g.5gb")->maxInstances, 7);
    QCOMPARE(c.gpu("h100-80gb")->migProfile("7g.80gb")->memoryBytes, 81152 * 1048576.0); // 79.25 GiB (nvidia-smi)
    // A profile's capacity is what the driver reports where a listing is published, not the GB of
    // its name: A100 80GB 3g.40gb 40,192 MiB (NVML, go-nvml's mock; nvidia-smi in HAMi PR #1847),
    // 42.1 GB; H200 1g.18gb 16.00 GiB (nvidia-smi mig -lgip, NVIDIA/mig-parted issue #120), 17.2 GB;
    // A30 1g.6gb 5,836 MiB (go-nvml's mock).
    QCOMPARE(c.gpu("a100-80gb")->migProfile("3g.40gb")->memoryBytes, 40192 * 1048576.0);
    QCOMPARE(c.gpu("h200-141gb")->migProfile("1g.18gb")->memoryBytes, 16384 * 1048576.0);
    QCOMPARE(c.gpu("a30-24gb")->migProfile("1g.6gb")->memoryBytes, 5836 * 1048576.0);
    QCOMPARE(c.gpu("h200-141gb")->migProfile("1g.18gb")->maxInstances, 7);
    QCOMPARE(c.gpu("a30-24gb")->migProfile("2g.12gb")->computeFraction, 0.5);
    // Spec sheets: memory bandwidth (docs/DOMAIN.md, Reference figures: A100 80G ~2 TB/s,
    // H100 3.35 TB/s, 4090 ~1 TB/s).
    QCOMPARE(c.gpu("a100-80gb")->memoryBandwidth, 2039e9);
    QCOMPARE(c.gpu("h100-80gb")->memoryBandwidth, 3350e9);
    QCOMPARE(c.gpu("rtx4090-24gb")->memoryBandwidth, 1008e9);
    QCOMPARE(c.gpu("h100-80gb")->peakFlops.at("bf16"), 989.4e12);
    QVERIFY(!c.gpu("t4-16gb")->peakFlops.count("bf16"));
    QVERIFY(c.models.size() >= 9);
    for (const auto &k : {"whole_card", "slice"}) {
        bool found = false;
        for (const auto &o : c.offerings)
            found = found || o.kind == k;
        QVERIFY2(found, k);
    }
}

void TestCatalog::everyEntryHasProvenance()
{
    const model::Catalog &c = test::catalog();
    QVERIFY(!c.defaults.asOf.empty() && !c.defaults.source.empty());
    for (const auto &g : c.gpus)
        QVERIFY2(!g.asOf.empty() && !g.source.empty(), g.id.c_str());
    for (const auto &m : c.models)
        QVERIFY2(!m.asOf.empty() && !m.source.empty(), m.id.c_str());
    for (const auto &r : c.regions)
        QVERIFY2(!r.asOf.empty() && !r.source.empty(), r.id.c_str());
    for (const auto &o : c.offerings)
        QVERIFY2(!o.asOf.empty() && !o.source.empty(), o.id.c_str());
}

void TestCatalog::newGpusFromSpecSheets()
{
    // Issue 12, "what teams rent": the cards Chinese teams rent every day, with the figures their
    // spec sheets give (resources/catalog.json names each source).
    const model::Catalog &c = test::catalog();
    for (const char *id : {"rtx3090-24gb", "rtx3090ti-24gb", "rtx4090d-24gb", "a6000-48gb", "l4-24gb",
                           "v100-16gb", "v100-32gb", "ascend910b-64gb"})
        QVERIFY2(c.gpu(id) && c.offering(std::string(id) + "-card"), id);
    const double mib = 1024.0 * 1024.0;
    // Memory as nvidia-smi reports it (published nvidia-smi outputs; npu-smi for the Ascend).
    QCOMPARE(c.gpu("rtx3090-24gb")->memoryBytes, 24576 * mib);
    QCOMPARE(c.gpu("rtx4090d-24gb")->memoryBytes, 24564 * mib);
    QCOMPARE(c.gpu("a6000-48gb")->memoryBytes, 49140 * mib);
    QCOMPARE(c.gpu("l4-24gb")->memoryBytes, 23034 * mib);
    QCOMPARE(c.gpu("v100-32gb")->memoryBytes, 32510 * mib);
    QCOMPARE(c.gpu("v100-16gb")->memoryBytes, 16160 * mib);
    // GA102 whitepaper: RTX 3090 FP16 tensor with FP32 accumulate 71 TFLOP/s dense, 936 GB/s.
    QCOMPARE(c.gpu("rtx3090-24gb")->peakFlops.at("fp16"), 71e12);
    QCOMPARE(c.gpu("rtx3090-24gb")->memoryBandwidth, 936e9);
    // L4 data sheet: 242 TFLOP/s FP16 with sparsity, so 121 dense; 300 GB/s.
    QCOMPARE(c.gpu("l4-24gb")->peakFlops.at("fp16"), 121e12);
    QCOMPARE(c.gpu("l4-24gb")->memoryBandwidth, 300e9);
    // V100 data sheet: 125 TFLOP/s tensor, no bf16 (the planner falls back to fp16 and warns).
    QCOMPARE(c.gpu("v100-32gb")->peakFlops.at("fp16"), 125e12);
    QVERIFY(!c.gpu("v100-32gb")->peakFlops.count("bf16"));
    QVERIFY(!c.gpu("v100-16gb")->peakFlops.count("bf16"));
    QCOMPARE(c.gpu("v100-32gb")->interconnect, std::string("nvlink"));
    // Ascend 910B3: 64 GB HBM at 1.6 TB/s, 313 TFLOP/s FP16.
    QCOMPARE(c.gpu("ascend910b-64gb")->peakFlops.at("fp16"), 313e12);
    QCOMPARE(c.gpu("ascend910b-64gb")->memoryBandwidth, 1600e9);
}

void TestCatalog::presetSizesMatchPublished_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("active");
    QTest::addColumn<double>("tolerance"); // relative
    // Parameter counts as published: Hugging Face safetensors counts where exact (Llama), the
    // model cards' rounded sizes otherwise (Qwen3: 8.2B, 32.8B, 30.5B of which 3.3B active; GLM-4:
    // 9.4B; the distilled models as their Qwen2.5/Llama 3.1 bases), and for Gemma 3 the language
    // model alone: embedding + non-embedding parameters of the Gemma 3 technical report, Table 1
    // (4B: 675M + 3,209M; 12B: 1,012M + 10,759M; 27B: 1,416M + 25,600M), without the 417M vision
    // encoder the published 4.3B/12.2B/27.4B include.
    QTest::newRow("llama-3.1-8b") << "llama-3.1-8b" << 8030261248.0 << 0.0 << 1e-6;
    QTest::newRow("llama-3.1-70b") << "llama-3.1-70b" << 70553706496.0 << 0.0 << 1e-6;
    QTest::newRow("llama-3.2-1b") << "llama-3.2-1b" << 1235814400.0 << 0.0 << 1e-6;
    QTest::newRow("llama-3.2-3b") << "llama-3.2-3b" << 3212749824.0 << 0.0 << 1e-6;
    QTest::newRow("llama-3.3-70b") << "llama-3.3-70b" << 70553706496.0 << 0.0 << 1e-6;
    QTest::newRow("qwen3-8b") << "qwen3-8b" << 8.2e9 << 0.0 << 0.01;
    QTest::newRow("qwen3-32b") << "qwen3-32b" << 32.8e9 << 0.0 << 0.01;
    QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b" << 30.5e9 << 3.3e9 << 0.02;
    QTest::newRow("deepseek-r1-distill-qwen-7b") << "deepseek-r1-distill-qwen-7b" << 7615616512.0 << 0.0 << 1e-6;
    QTest::newRow("deepseek-r1-distill-qwen-32b") << "deepseek-r1-distill-qwen-32b" << 32.8e9 << 0.0 << 0.01;
    QTest::newRow("deepseek-r1-distill-llama-8b") << "deepseek-r1-distill-llama-8b" << 8030261248.0 << 0.0 << 1e-6;
    QTest::newRow("glm-4-9b") << "glm-4-9b" << 9.4e9 << 0.0 << 0.01;
    QTest::newRow("gemma-3-4b") << "gemma-3-4b" << 3.884e9 << 0.0 << 0.005;
    QTest::newRow("gemma-3-12b") << "gemma-3-12b" << 11.771e9 << 0.0 << 0.005;
    QTest::newRow("gemma-3-27b") << "gemma-3-27b" << 27.016e9 << 0.0 << 0.005;
}

void TestCatalog::presetSizesMatchPublished()
{
    QFETCH(QString, id);
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(double, tolerance);
    const model::ModelPreset *preset = test::catalog().model(id.toStdString());
    QVERIFY(preset);
    const auto count = model::countParams(preset->arch);
    QVERIFY2(std::abs(count.total - total) <= tolerance * total, qPrintable(QString::number(count.total, 'g', 12)));
    if (active > 0)
        QVERIFY2(std::abs(count.active - active) <= tolerance * active, qPrintable(QString::number(count.active, 'g', 12)));
    else
        QCOMPARE(count.active, count.total);
}

void TestCatalog::billingGranularityByKind()
{
    // Issue 12, "prices as platforms bill them": container platforms and cloud servers bill
    // pay-as-you-go by the second (resources/catalog.json names the billing rules); slices stay in
    // whole hours (whole-card vs slice article: slices are mostly billed by the hour), and so does
    // the whole machine with its minimum term.
    for (const auto &o : test::catalog().offerings) {
        const bool perSecond = o.kind == "whole_card" || o.kind == "spot" || o.kind == "cloud_server";
        QVERIFY2(o.billingGranularityHours == (perSecond ? 1.0 / 3600 : 1.0), o.id.c_str());
    }
}

void TestCatalog::badCatalog_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("field");
    QTest::newRow("negative memory") << R"("memory_gb": 80,)" << R"("memory_gb": -80,)" << "gpus[a100-80gb].memory_gb";
    QTest::newRow("mfu above 1") << R"("mfu": 0.4)" << R"("mfu": 4)" << "defaults.mfu";
    QTest::newRow("quantised decode efficiency of no precision")
        << R"("quantized_decode_efficiency": {"int8": 0.73,)" << R"("quantized_decode_efficiency": {"int3": 0.73,)"
        << "defaults.quantized_decode_efficiency.int3";
    QTest::newRow("format decode efficiency above 1") << R"("decode_efficiency": 0.85,)" << R"("decode_efficiency": 85,)"
                                                      << "weight_formats[gguf_q8_0].decode_efficiency";
    QTest::newRow("engine sequence limit of zero")
        << R"("max_num_seqs": 1024})" << R"("max_num_seqs": 0})" << "defaults.engine_batch_defaults.large_gpu.max_num_seqs";
    QTest::newRow("engine exclusion not a name")
        << R"("large_gpu_excluded": ["a100"])" << R"("large_gpu_excluded": [100])"
        << "defaults.engine_batch_defaults.large_gpu_excluded";
    // A framework's figures: by a precision the card has a peak for, or attention's own (0–1).
    QTest::newRow("framework figure of no precision")
        << R"("mfu_by_framework": {"megatron": {"fp8": 0.432,)" << R"("mfu_by_framework": {"megatron": {"fp6": 0.432,)"
        << "gpus[h100-80gb].mfu_by_framework.megatron.fp6";
    QTest::newRow("framework attention figure above 1")
        << R"("attention": 0.552}},)" << R"("attention": 55.2}},)" << "gpus[h100-80gb].mfu_by_framework.megatron.attention";
    QTest::newRow("unknown gpu in offering") << R"("gpu": "t4-16gb",)" << R"("gpu": "t5",)" << "offerings[t4-16gb-card].gpu";
}

void TestCatalog::badCatalog()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, field);
    std::string text = test::readSourceFile("resources/catalog.json");
    const auto at = text.find(from.toStdString());
    QVERIFY(at != std::string::npos);
    text.replace(at, size_t(from.size()), to.toStdString());
    try {
        model::parseCatalog(text, "edited.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("edited.json"));
    }
}

void TestCatalog::userCatalogMergesOverBuiltin()
{
    const std::string builtin = test::readSourceFile("resources/catalog.json");
    const std::string user = R"({"defaults": {"mfu": 0.5},
        "offerings": [{"id": "a100-80gb-card", "kind": "whole_card", "gpu": "a100-80gb",
                       "price": {"hourly": 6.0}, "as_of": "2026-12-01", "source": "our quote"},
                      {"id": "my-4090", "kind": "whole_card", "gpu": "rtx4090-24gb",
                       "price": {"hourly": 1.5}, "as_of": "2026-12-01", "source": "our quote"}]})";
    const auto c = model::parseCatalog(model::mergeCatalogJson(builtin, user, "mine.json"), "mine.json");
    QCOMPARE(c.defaults.mfu, 0.5);
    QCOMPARE(*c.offering("a100-80gb-card")->price.hourly, 6.0);
    QVERIFY(!c.offering("a100-80gb-card")->price.monthly); // the entry is replaced whole
    QCOMPARE(*c.offering("my-4090")->price.hourly, 1.5);
    QCOMPARE(c.offerings.size(), test::catalog().offerings.size() + 1);
    QCOMPARE(c.gpus.size(), test::catalog().gpus.size());
    QVERIFY(c.warnings.empty());
    QVERIFY(test::catalog().warnings.empty());
    // A typo in a price is reported, not silently dropped.
    const auto typo = model::parseCatalog(
        model::mergeCatalogJson(builtin, R"({"offerings": [{"id": "my-4090", "kind": "whole_card",
            "gpu": "rtx4090-24gb", "price": {"hourly": 1.5, "montly": 900}, "as_of": "2026-12-01",
            "source": "q"}]})", "mine.json"),
        "mine.json");
    QCOMPARE(int(typo.warnings.size()), 1);
    QCOMPARE(QString::fromStdString(typo.warnings.front()),
             QStringLiteral("mine.json: offerings[my-4090].price.montly: unknown field, ignored (did you mean \"monthly\"?)"));
    // A default that holds an object is merged key by key: a file that sets int8's decode
    // efficiency keeps the built-in int4 figure (it replaced the whole object, so 4-bit weights
    // were read at the 16-bit rate), and the uncertainty of one input keeps the others'.
    const auto partial = model::parseCatalog(
        model::mergeCatalogJson(builtin, R"({"defaults": {"quantized_decode_efficiency": {"int8": 0.8},
            "uncertainty": {"inputs": {"mfu": {"p10": 0.8, "p90": 1.2}}}}})", "mine.json"),
        "mine.json");
    QCOMPARE(partial.defaults.quantizedDecodeEfficiency.at("int8"), 0.8);
    QCOMPARE(partial.defaults.quantizedDecodeEfficiency.at("int4"),
             test::catalog().defaults.quantizedDecodeEfficiency.at("int4"));
    QCOMPARE(partial.defaults.uncertaintyInputs.size(), test::catalog().defaults.uncertaintyInputs.size());
    // So are the serving engine's defaults: a file that lowers the other GPUs' sequence limit
    // keeps their token limit, the large GPUs' pair and the rule that tells them apart.
    const auto engine = model::parseCatalog(
        model::mergeCatalogJson(builtin, R"({"defaults": {"engine_batch_defaults": {"other_gpu": {"max_num_seqs": 128}}}})",
                                "mine.json"),
        "mine.json");
    QCOMPARE(engine.defaults.otherGpuEngine.maxNumSeqs, 128.0);
    QCOMPARE(engine.defaults.otherGpuEngine.maxNumBatchedTokens, 2048.0);
    QCOMPARE(engine.defaults.largeGpuEngine.maxNumSeqs, 1024.0);
    QCOMPARE(engine.defaults.largeGpuMinGib, 70.0);
    QCOMPARE(engine.defaults.largeGpuExcluded, std::vector<std::string>{"a100"});
    QVERIFY(engine.warnings.empty());
    // Two entries of one id in the user's file: which one was meant is not ours to guess.
    try {
        model::mergeCatalogJson(builtin, R"({"weight_formats": [
            {"id": "q", "name": "a", "bits_per_weight": 4, "as_of": "2026-12-01", "source": "s"},
            {"id": "q", "name": "b", "bits_per_weight": 5, "as_of": "2026-12-01", "source": "s"}]})", "mine.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("mine.json"));
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("weight_formats[q].id"));
    }
}

void TestCatalog::userCatalogErrorsNameTheFile()
{
    const std::string builtin = test::readSourceFile("resources/catalog.json");
    try {
        model::mergeCatalogJson(builtin, R"({"offerings": [{"kind": "slice"}]})", "mine.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("mine.json"));
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("offerings[0]"));
    }
    // A valid shape with a bad value is caught by the catalog's own checks, naming the entry.
    try {
        const std::string merged = model::mergeCatalogJson(
            builtin, R"({"offerings": [{"id": "x", "kind": "whole_card", "gpu": "nope", "price": {"hourly": 1},
                         "as_of": "2026-12-01", "source": "q"}]})", "mine.json");
        model::parseCatalog(merged, "mine.json");
        QFAIL("expected InputError");
    } catch (const model::InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("offerings[x].gpu"));
    }
}

QTEST_MAIN(TestCatalog)
#include "tst_catalog.moc"
