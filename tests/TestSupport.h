#pragma once

// Helpers shared by the test suites: the built-in catalog as plain text (for model-only tests,
// which do not link Qt resources) and small scenario builders.

#include "Catalog.h"
#include "Scenario.h"

#include <fstream>
#include <sstream>
#include <string>

namespace gpuplanner::test {

inline std::string sourcePath(const std::string &relative)
{
    return std::string(GPUPLANNER_SOURCE_DIR) + "/" + relative;
}

inline std::string readSourceFile(const std::string &relative)
{
    std::ifstream in(sourcePath(relative), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The built-in catalog, parsed from resources/catalog.json.
inline const model::Catalog &catalog()
{
    static const model::Catalog c = model::parseCatalog(readSourceFile("resources/catalog.json"),
                                                        "catalog.json");
    return c;
}

/// Llama-2-7B's architecture (Hugging Face meta-llama/Llama-2-7b-hf config.json) with
/// `params` overriding the count, as the rental articles phrase "7B" (docs/DOMAIN.md, Reference
/// figures).
inline model::ModelArch llama2Arch(double params = 0)
{
    model::ModelArch a;
    a.name = "7B";
    a.layers = 32;
    a.hiddenSize = 4096;
    a.heads = 32;
    a.kvHeads = 32;
    a.headDim = 128;
    a.intermediateSize = 11008;
    a.vocabSize = 32000;
    a.paramsOverride = params;
    return a;
}

} // namespace gpuplanner::test
