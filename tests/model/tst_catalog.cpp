// The catalog format (model/Catalog: parseCatalog, mergeCatalogJson): the built-in catalog
// (resources/catalog.json) holds what docs/ARCHITECTURE.md promises with a date and a source for
// every entry, bad values fail naming the file and the field, and a user's catalog merges over
// the built-in one entry by entry.

#include "TestSupport.h"

#include "InputError.h"

#include <QtTest>

using namespace gpuplanner;

class TestCatalog : public QObject
{
    Q_OBJECT
private slots:
    void builtinCatalogComplete();
    void everyEntryHasProvenance();
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
    QCOMPARE(c.gpu("h100-80gb")->migProfile("7g.80gb")->memoryBytes, 80e9);
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

void TestCatalog::badCatalog_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("field");
    QTest::newRow("negative memory") << R"("memory_gb": 80,)" << R"("memory_gb": -80,)" << "gpus[a100-80gb].memory_gb";
    QTest::newRow("mfu above 1") << R"("mfu": 0.4)" << R"("mfu": 4)" << "defaults.mfu";
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
