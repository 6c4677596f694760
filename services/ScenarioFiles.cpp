#include "ScenarioFiles.h"

#include "Remarks.h"

#include "InputError.h"
#include "JsonFields.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

#include <nlohmann/json.hpp>

#include <sys/stat.h>

namespace gpuplanner::ui {

using model::InputError;
using model::fillRemark;
namespace remark = model::remark;

namespace {
constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024; // scenarios and configs are a few KiB
constexpr qint64 kReadPieceBytes = 1024 * 1024;

std::string local(const QString &s)
{
    return s.toStdString();
}
} // namespace

std::string ScenarioFiles::readText(const QString &path)
{
    if (path.isEmpty())
        throw InputError("(empty file name)", "", remark::kNoFileNamed);
    const QFileInfo info(path);
    if (!info.exists())
        throw InputError(local(path), "", remark::kNoSuchFile);
    if (info.isDir())
        throw InputError(local(path), "", remark::kIsFolder);
    // Devices, pipes and sockets are refused before opening: /dev/zero never ends and a FIFO
    // blocks until someone writes to it. (Resources are files too.)
    if (!info.isFile())
        throw InputError(local(path), "", remark::kNotRegular);
    if (info.size() > kMaxFileBytes)
        throw InputError(local(path), "", remark::kTooLarge);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw InputError(local(path), "", fillRemark(remark::kCannotRead, {local(file.errorString())}));
    // Bounded even if the file grows (or lies about its size, as /proc files do) while being
    // read. Read in pieces: one read of the bound would allocate 16 MiB for every small file.
    QByteArray bytes = file.read(info.size() + 1);
    while (bytes.size() <= kMaxFileBytes && !file.atEnd()) {
        const QByteArray piece = file.read(std::min<qint64>(kReadPieceBytes, kMaxFileBytes + 1 - bytes.size()));
        if (piece.isEmpty())
            break;
        bytes += piece;
    }
    if (bytes.size() > kMaxFileBytes)
        throw InputError(local(path), "", remark::kTooLarge);
    return std::string(bytes.constData(), size_t(bytes.size()));
}

model::Scenario ScenarioFiles::loadScenario(const QString &path, const model::Catalog &catalog)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    const model::ReadRelativeFile readRelative = [&folder](const std::string &relative) {
        return readText(folder.filePath(QString::fromStdString(relative)));
    };
    model::Scenario scenario = model::parseScenario(readText(path), local(path), catalog, readRelative);
    scenario.today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    return scenario;
}

model::ModelArch ScenarioFiles::loadHfConfig(const QString &path)
{
    return model::archFromHfConfig(model::parseJsonText(readText(path), local(path)), local(path));
}

namespace {

/// Why writing `needed` bytes to `path` failed, in words a user can act on. Qt reports a full disk
/// as "Unknown error" (its buffered write loses errno), so a full disk is recognised from errno
/// and, failing that, from the space left where the file goes.
std::string writeFailure(const QFileDevice &file, const QString &path, qint64 needed)
{
    const int error = errno;
    const QStorageInfo storage(QFileInfo(path).absolutePath());
    if (error == ENOSPC || error == EDQUOT || (storage.isValid() && storage.bytesAvailable() < needed))
        return fillRemark(remark::kDiskFull, {std::to_string(std::max<qint64>(0, storage.bytesAvailable()) / 1024),
                                              std::to_string((needed + 1023) / 1024)});
    if (file.error() == QFileDevice::UnspecifiedError || file.errorString() == QLatin1String("Unknown error"))
        return error ? std::string(std::strerror(error)) : std::string(remark::kNoReason);
    return local(file.errorString());
}

} // namespace

void ScenarioFiles::writeAtomically(const QString &path, const QByteArray &bytes, bool keepBackup)
{
    if (path.isEmpty())
        throw InputError("(empty file name)", "", remark::kNoFileNamedToWrite);
    if (path == QLatin1String("-")) {
        if (std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) != size_t(bytes.size()))
            throw InputError("stdout", "", "write failed");
        std::fflush(stdout);
        return;
    }
    // A device, pipe or socket is never replaced by a regular file (as root, renaming over
    // /dev/null would replace it): exports go to regular files or to stdout ("-") only.
    if (const QFileInfo target(path); target.exists() && !target.isFile())
        throw InputError(local(path), "", target.isDir() ? remark::kWriteIntoFolder : remark::kWriteNotRegular);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw InputError(local(path), "", fillRemark(remark::kCannotWrite, {local(file.errorString())}));
    if (file.write(bytes) != bytes.size()) {
        const std::string reason = writeFailure(file, path, bytes.size());
        file.cancelWriting();
        throw InputError(local(path), "", fillRemark(remark::kWriteFailed, {reason}));
    }
    // The previous version stays beside the new one. Only once the new bytes are safely written;
    // a backup that cannot be made does not stop the save (the new file is still all or nothing).
    if (keepBackup && QFileInfo(path).isFile()) {
        const QString backup = path + QStringLiteral(".bak");
        QFile::remove(backup);
        QFile::copy(path, backup);
    }
    if (!file.commit())
        throw InputError(local(path), "", fillRemark(remark::kNotSaved, {writeFailure(file, path, bytes.size())}));
}

bool ScenarioFiles::sameFile(const QString &a, const QString &b)
{
    const QFileInfo fa(a), fb(b);
    if (fa.absoluteFilePath() == fb.absoluteFilePath())
        return true;
    if (!fa.exists() || !fb.exists())
        return false;
    if (fa.canonicalFilePath() == fb.canonicalFilePath())
        return true;
    // Hard links: two names of one file. Replacing one would break the link silently.
    struct stat sa {}, sb {};
    return ::stat(QFile::encodeName(fa.absoluteFilePath()).constData(), &sa) == 0
        && ::stat(QFile::encodeName(fb.absoluteFilePath()).constData(), &sb) == 0 && sa.st_dev == sb.st_dev
        && sa.st_ino == sb.st_ino;
}

void ScenarioFiles::checkWritable(const QString &path)
{
    if (path.isEmpty())
        throw InputError("(empty file name)", "", remark::kNoFileNamedToWrite);
    if (path == QLatin1String("-"))
        return;
    const QFileInfo target(path);
    if (target.exists() && !target.isFile())
        throw InputError(local(path), "", target.isDir() ? remark::kWriteIntoFolder : remark::kWriteNotRegular);
    const QFileInfo folder(target.absolutePath());
    if (folder.exists() && !folder.isDir()) // "old.csv/x.csv" with old.csv a file
        throw InputError(local(path), "", fillRemark(remark::kWriteUnderFile, {local(folder.filePath())}));
    if (!folder.isDir())
        throw InputError(local(path), "", fillRemark(remark::kWriteNoFolder, {local(folder.filePath())}));
    if (!folder.isWritable() || (target.exists() && !target.isWritable()))
        throw InputError(local(path), "", remark::kWriteDenied);
}

void ScenarioFiles::saveScenario(const QString &path, const model::Scenario &scenario)
{
    const std::string text = model::scenarioToJson(scenario).dump(2) + "\n";
    writeAtomically(path, QByteArray::fromStdString(text), true);
}

} // namespace gpuplanner::ui
