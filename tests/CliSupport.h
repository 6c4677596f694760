#pragma once

// Helpers for the suites that run the built planner as a user would from a shell: the process
// with its exit code and output, its JSON, and an RFC 4180 reader for its CSV.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace gpuplanner::test {

struct Run
{
    int code = -1; ///< exit code; -1 if it crashed or was killed
    QByteArray out;
    QByteArray err;
    bool timedOut = false; ///< still running after the time allowed, so killed
};

/// Runs the planner with `args` and `env`; one still running after `timeoutMs` is killed, so a
/// hang fails the test rather than passing for exit code 0 or blocking it.
inline Run run(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
               int timeoutMs = 60000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUPLANNER_BINARY), args);
    const bool timedOut = !p.waitForFinished(timeoutMs) && p.state() != QProcess::NotRunning;
    if (timedOut) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit && !timedOut ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError(), timedOut};
}

inline QJsonObject json(const Run &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

/// RFC 4180 reader for the tests: quoted cells with doubled quotes and embedded line breaks.
inline QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                cell += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << cell;
            cell.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) {
            row << cell;
            rows << row;
            row.clear();
            cell.clear();
            ++i;
        } else {
            cell += c;
        }
    }
    if (!cell.isEmpty() || !row.isEmpty())
        rows << (row << cell);
    return rows;
}

/// What `program` (a tool such as pdftotext) writes to standard output for `args`, as UTF-8.
inline QString tool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// Text without any whitespace, NFKC-normalised: what pdftotext gives, compared regardless of
/// where it broke lines or spaced CJK characters.
inline QString squeezed(const QString &text)
{
    QString out = text.normalized(QString::NormalizationForm_KC);
    out.remove(QRegularExpression(QStringLiteral("\\s+")));
    return out;
}

} // namespace gpuplanner::test
