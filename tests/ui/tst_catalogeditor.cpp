// The catalog editor and its table models, on a catalog store of their own: edits checked by
// the catalog loader as they are typed, one undo step each, in force at once, saved to the
// user's catalog file, reset to the built-in entry.

#include "CatalogEditor.h"
#include "CatalogStore.h"
#include "CatalogTableModel.h"
#include "Translation.h"

#include <QtTest>

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QMessageBox>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

using namespace gpuplanner;

class TestCatalogEditor : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void priceTableEditsValidatedUndoneSaved();
    void everyEditAndUndoInForceAtOnce();

private:
    std::unique_ptr<ui::CatalogStore> m_catalogs;
};

void TestCatalogEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(ui::Translation::install(QStringLiteral("en")));
    QFile::remove(ui::CatalogStore::defaultUserPath());
    m_catalogs = std::make_unique<ui::CatalogStore>();
}

void TestCatalogEditor::priceTableEditsValidatedUndoneSaved()
{
    using Section = ui::CatalogTableModel::Section;
    QFile::remove(m_catalogs->userPath());
    const model::Catalog &builtin = ui::CatalogStore::builtin();
    ui::CatalogEditor editor(m_catalogs.get());
    QCOMPARE(editor.tabs()->count(), 4); // offerings, GPUs, regions, billing rules
    ui::CatalogTableModel *prices = editor.model(Section::Offerings);
    QAbstractItemModelTester tester(prices, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(prices->rowCount(), int(builtin.offerings.size()));
    const int row = prices->row("a100-80gb-card");
    QVERIFY(row >= 0);
    const QModelIndex hourly = prices->index(row, prices->column("/price/hourly"));
    QCOMPARE(prices->data(hourly, Qt::EditRole).toDouble(), 7.0); // resources/catalog.json
    // Bad values are refused with the loader's reason naming the field; nothing changes.
    QVERIFY(!prices->setData(hourly, QStringLiteral("-3")));
    QVERIFY2(prices->lastError().contains(QStringLiteral("price.hourly")), qPrintable(prices->lastError()));
    QVERIFY(!prices->setData(hourly, QStringLiteral("abc")));
    QVERIFY(!prices->setData(prices->index(row, prices->column("/as_of")), QStringLiteral("yesterday")));
    QVERIFY(!prices->setData(prices->index(row, prices->column("/source")), QStringLiteral(" ")));
    QVERIFY(!prices->setData(prices->index(row, prices->column("/id")), QStringLiteral("x")));
    QVERIFY(prices->editedEntries().empty());
    // A good edit is one undo step; a number typed in the user's locale is read in it.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY(prices->setData(hourly, QStringLiteral("6,5")));
    QLocale::setDefault(QLocale::c());
    QCOMPARE(prices->data(hourly, Qt::EditRole).toDouble(), 6.5);
    QCOMPARE(int(prices->editedEntries().size()), 1);
    // The edited entry is dated today and no longer cites the built-in source.
    QCOMPARE(prices->data(prices->index(row, prices->column("/as_of")), Qt::DisplayRole).toString(),
             QDate::currentDate().toString(Qt::ISODate));
    QVERIFY(!prices->data(prices->index(row, prices->column("/source")), Qt::DisplayRole).toString().contains(QStringLiteral("illustrative")));
    editor.undoStack()->undo();
    QCOMPARE(prices->data(hourly, Qt::EditRole).toDouble(), 7.0);
    editor.undoStack()->redo();

    // GPUs and regions are edited the same way, checked by the same loader.
    ui::CatalogTableModel *gpus = editor.model(Section::Gpus);
    QAbstractItemModelTester gpuTester(gpus, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(gpus->rowCount(), int(builtin.gpus.size()));
    const int a100 = gpus->row("a100-80gb");
    const QModelIndex bandwidth = gpus->index(a100, gpus->column("/memory_bandwidth_gb_s"));
    QCOMPARE(gpus->data(bandwidth, Qt::EditRole).toDouble(), 2039.0); // NVIDIA A100 datasheet, SXM 80GB
    QVERIFY(!gpus->setData(gpus->index(a100, gpus->column("/memory_gb")), 0.0));
    QVERIFY(gpus->lastError().contains(QStringLiteral("memory_gb")));
    // Shrinking the card below its MIG profiles is refused too (the loader checks the profiles).
    QVERIFY(!gpus->setData(gpus->index(a100, gpus->column("/memory_mib")), 10000.0));
    QVERIFY(gpus->setData(bandwidth, 2000.0));
    ui::CatalogTableModel *regions = editor.model(Section::Regions);
    QAbstractItemModelTester regionTester(regions, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int beijing = regions->row("beijing");
    const QModelIndex multiplier = regions->index(beijing, regions->column("/price_multiplier"));
    QVERIFY(!regions->setData(multiplier, -1.0));
    QVERIFY(regions->setData(multiplier, 1.25));
    QCOMPARE(editor.undoStack()->count(), 3);

    // Saved: the user's file holds the edits and the catalog in force follows them at once.
    QVERIFY(m_catalogs->isModified()); // in force already, not yet saved
    QVERIFY(editor.save());
    QVERIFY(!m_catalogs->isModified());
    QVERIFY(QFileInfo::exists(m_catalogs->userPath()));
    QCOMPARE(*m_catalogs->catalog().offering("a100-80gb-card")->price.hourly, 6.5);
    QCOMPARE(m_catalogs->catalog().gpu("a100-80gb")->memoryBandwidth, 2000e9);
    QCOMPARE(m_catalogs->catalog().region("beijing")->priceMultiplier, 1.25);
    // A new store (the next start) reads the saved file.
    QCOMPARE(*ui::CatalogStore().catalog().offering("a100-80gb-card")->price.hourly, 6.5);
    // A new editor shows what is in force, edited entries marked.
    {
        ui::CatalogEditor again(m_catalogs.get());
        ui::CatalogTableModel *p = again.model(Section::Offerings);
        QCOMPARE(p->data(p->index(row, p->column("/price/hourly")), Qt::EditRole).toDouble(), 6.5);
        QVERIFY(p->data(p->index(row, 0), Qt::FontRole).value<QFont>().bold());
    }
    // Reset to built-in, save again: the edits are gone.
    QVERIFY(prices->resetToBuiltin(row));
    QVERIFY(gpus->resetToBuiltin(a100));
    QVERIFY(regions->resetToBuiltin(beijing));
    QVERIFY(editor.save());
    QCOMPARE(*m_catalogs->catalog().offering("a100-80gb-card")->price.hourly, 7.0);
    QCOMPARE(m_catalogs->catalog().region("beijing")->priceMultiplier, 1.18);
    QFile::remove(m_catalogs->userPath());
}

void TestCatalogEditor::everyEditAndUndoInForceAtOnce()
{
    // Accepted edits, undo and redo each replace the catalog in force once (what re-evaluates
    // every open document); a refused edit replaces nothing. None of them writes the file.
    using Section = ui::CatalogTableModel::Section;
    QFile::remove(m_catalogs->userPath());
    m_catalogs->revert();
    ui::CatalogEditor editor(m_catalogs.get());
    const auto restore = qScopeGuard([this] { m_catalogs->revert(); });
    QSignalSpy changed(m_catalogs.get(), &ui::CatalogStore::changed);
    ui::CatalogTableModel *prices = editor.model(Section::Offerings);
    const QModelIndex hourly = prices->index(prices->row("rtx4090-24gb-card"), prices->column("/price/hourly"));
    QCOMPARE(prices->data(hourly, Qt::EditRole).toDouble(), 2.2); // resources/catalog.json
    const std::shared_ptr<const model::Catalog> before = m_catalogs->snapshot();

    QVERIFY(!prices->setData(hourly, -1.0));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_catalogs->snapshot(), before);

    QVERIFY(prices->setData(hourly, 3.3));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(*m_catalogs->catalog().offering("rtx4090-24gb-card")->price.hourly, 3.3);
    QCOMPARE(*before->offering("rtx4090-24gb-card")->price.hourly, 2.2); // the old snapshot is untouched
    editor.undoStack()->undo();
    QCOMPARE(changed.count(), 2);
    QCOMPARE(*m_catalogs->catalog().offering("rtx4090-24gb-card")->price.hourly, 2.2);
    editor.undoStack()->redo();
    QCOMPARE(changed.count(), 3);
    QCOMPARE(*m_catalogs->catalog().offering("rtx4090-24gb-card")->price.hourly, 3.3);
    QVERIFY(m_catalogs->isModified());
    QVERIFY(!QFileInfo::exists(m_catalogs->userPath()));

    // Closing with the edit unsaved asks; "Discard" drops it from the catalog in force.
    QString asked;
    QTimer::singleShot(0, this, [&asked] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                asked = box->text();
                box->button(QMessageBox::Discard)->click();
            }
    });
    editor.reject();
    QVERIFY2(asked.contains(QStringLiteral("not saved")), qPrintable(asked));
    QCOMPARE(changed.count(), 4);
    QCOMPARE(*m_catalogs->catalog().offering("rtx4090-24gb-card")->price.hourly, 2.2);
    QVERIFY(!m_catalogs->isModified());
    QVERIFY(!QFileInfo::exists(m_catalogs->userPath()));
}

QTEST_MAIN(TestCatalogEditor)
#include "tst_catalogeditor.moc"
