#pragma once

#include <stdexcept>
#include <string>

namespace gpuplanner::model {

/// Thrown by every loader of the model (catalog, scenario, Hugging Face config) when its input is
/// malformed or out of range. `file` names the input (a path or a resource name), `field` the JSON
/// path of the offending value (e.g. "workload.sequence_length"); what() reads
/// "<file>: <field>: <reason>" so a command line can print it as the one line it owes the user.
class InputError : public std::runtime_error
{
public:
    InputError(std::string file, std::string field, const std::string &reason);

    const std::string &file() const { return m_file; }
    const std::string &field() const { return m_field; }

private:
    std::string m_file;
    std::string m_field;
};

} // namespace gpuplanner::model
