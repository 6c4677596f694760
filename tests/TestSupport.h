#pragma once

// Helpers shared by the test suites: the built-in catalog as plain text (for model-only tests,
// which do not link Qt resources) and small scenario builders.

#include "Catalog.h"
#include "Scenario.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

/// English of the built-in catalog that a Chinese window or report must not show (issue 14): the
/// words of every region's name and tier (e.g. "Guizhou", "Mongolia", "premium") and the opening
/// words of every region, offering and defaults source note (shown as its `source_zh` in Chinese;
/// GPU sources open with data-sheet titles, kept in English). Each is a lower-case phrase
/// to look for as whole words.
inline std::vector<std::string> catalogEnglish()
{
    std::vector<std::string> out;
    auto add = [&out](std::string phrase) {
        for (char &c : phrase)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        if (phrase.size() > 2 && std::find(out.begin(), out.end(), phrase) == out.end())
            out.push_back(phrase);
    };
    const model::Catalog &c = catalog();
    for (const model::Region &r : c.regions) {
        std::string word;
        for (char ch : r.name + " ") {
            if (std::isalpha(static_cast<unsigned char>(ch)) || ch == '\'') {
                word += ch;
            } else {
                add(word);
                word.clear();
            }
        }
        add(r.tier);
    }
    auto opening = [&](const std::string &source) { // its first three words
        std::istringstream words(source);
        std::string a, b, d;
        words >> a >> b >> d;
        add(a + " " + b + " " + d);
    };
    opening(c.defaults.source);
    for (const auto &r : c.regions) opening(r.source);
    for (const auto &o : c.offerings) opening(o.source);
    return out;
}

/// The phrases of catalogEnglish() that `text` holds as whole words (case-insensitive).
inline std::vector<std::string> catalogEnglishIn(const std::string &text)
{
    std::string lower = text;
    for (char &c : lower)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    auto letter = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; };
    std::vector<std::string> found;
    for (const std::string &phrase : catalogEnglish())
        for (size_t at = lower.find(phrase); at != std::string::npos; at = lower.find(phrase, at + 1))
            if ((at == 0 || !letter(lower[at - 1])) && (at + phrase.size() == lower.size() || !letter(lower[at + phrase.size()]))) {
                found.push_back(phrase);
                break;
            }
    return found;
}

/// A scenario's own offering as a file writes it inline: one whole card of `gpu` at `hourly` an
/// hour, priced locally (no region multiplier, the scenario's currency).
inline model::Offering ownCard(const std::string &id, const std::string &gpu, double hourly)
{
    model::Offering o;
    o.id = id;
    o.kind = "whole_card";
    o.gpu = gpu;
    o.price.hourly = hourly;
    o.inlinePrice = true;
    return o;
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
