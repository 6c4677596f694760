#pragma once

/// Marks an English text of the model for translation without translating it (the model has no
/// Qt): the views translate it with QCoreApplication::translate(`context`, text). lupdate
/// extracts these calls as QT_TRANSLATE_NOOP (ui/CMakeLists.txt: -tr-function-alias). Contexts:
/// "InputField" (the input table), "Formula" (how a memory part was reached, Result::explain),
/// "Remark" (what loading a file tolerated, Remarks.h).
#define GPUPLANNER_TRANSLATE_NOOP(context, text) text
