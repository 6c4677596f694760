#include "Memory.h"

#include <algorithm>

namespace gpuplanner::model {

namespace {

/// Bytes of optimizer state per trained value, including an fp32 master copy where the optimizer
/// keeps one (mixed precision: the trained values are held in fewer than 4 bytes).
double optimizerBytesPerParam(Optimizer optimizer, bool needsMaster)
{
    const double master = needsMaster ? 4.0 : 0.0;
    switch (optimizer) {
    case Optimizer::AdamW: return master + 8.0;      // two fp32 moments (ZeRO paper)
    case Optimizer::AdamWBf16: return 4.0;           // two bf16 moments, no master copy
    case Optimizer::AdamW8bit: return master + 2.0;  // two 8-bit moments (Dettmers et al. 2022)
    case Optimizer::SgdMomentum: return master + 4.0; // one fp32 momentum buffer
    }
    return master + 8.0;
}

/// Korthikanti et al. 2022 (Table 2, no tensor/sequence parallelism): bytes of activations one
/// transformer layer saves for backward, for sequence s, micro-batch b, hidden h, heads a. The
/// 5·a·s/h term is the attention-score matrices; FlashAttention (Dao et al. 2022) recomputes them
/// in the backward pass instead of storing them, which leaves 34·s·b·h (the paper's "selective
/// recomputation" figure).
double layerActivationBytes(double s, double b, double h, double a, bool flashAttention)
{
    return s * b * h * (34.0 + (flashAttention ? 0.0 : 5.0 * a * s / h));
}

} // namespace

double loraParams(const ModelArch &a, int rank, bool allLinear)
{
    const double h = a.hiddenSize;
    const double q = double(a.heads) * a.headDim;
    const double kv = double(a.kvHeads) * a.headDim;
    double perLayer = (h + q) + 2.0 * (h + kv) + (q + h); // q, k, v, o
    if (allLinear) {
        const double width = a.experts > 1 && a.moeIntermediateSize > 0 ? a.moeIntermediateSize
                                                                       : a.intermediateSize;
        const double mlpCopies = a.experts + a.sharedExperts;
        perLayer += mlpCopies * 3.0 * (h + width); // gate, up, down
    }
    return double(rank) * perLayer * a.layers;
}

double kvCacheBytes(const ModelArch &a, double sequences, double context, Precision precision)
{
    const double tokens = a.slidingWindow > 0 ? std::min(context, double(a.slidingWindow)) : context;
    return sequences * tokens * 2.0 * a.layers * a.kvHeads * a.headDim * bytesPerElement(precision);
}

MemoryBreakdown estimateMemory(const ModelArch &arch, const ParamCount &params,
                               const Workload &w, const CatalogDefaults &d, int gpus)
{
    MemoryBreakdown m;
    const double n = std::max(1, gpus);
    const double b = bytesPerElement(w.precision);
    const double h = arch.hiddenSize;
    const double vocab = arch.vocabSize;

    if (w.kind == WorkloadKind::Inference) {
        // Quantised serving keeps embeddings and lm_head in 16 bits (GPTQ/AWQ/llama.cpp practice).
        const double embeddingBytes = b < 2.0 ? 2.0 : b;
        m.weights = (params.linear * b + params.embedding * embeddingBytes) / n;
        const Serving &s = w.serving;
        m.kvCache = kvCacheBytes(arch, s.concurrency, s.contextLength, s.kvCachePrecision) / n;
        // Working buffers of one prefill pass over the batch's prompts (FlashAttention: no s^2
        // term), 34·tokens·h bytes for the layer in flight, plus fp32 logits of the last tokens.
        const double prefillTokens = double(s.concurrency) * std::min(s.promptTokens, double(s.contextLength));
        m.activations = (34.0 * prefillTokens * h + s.concurrency * vocab * 4.0) / n;
    } else {
        const double s = w.sequenceLength;
        const double mb = w.microBatchSize;
        const double perLayer = layerActivationBytes(s, mb, h, arch.heads, w.flashAttention);
        m.activations = w.gradientCheckpointing ? arch.layers * 2.0 * s * mb * h + perLayer
                                                : arch.layers * perLayer;
        m.activations += s * mb * vocab * 4.0; // fp32 logits for the loss

        const bool lora = w.kind == WorkloadKind::Lora || w.kind == WorkloadKind::Qlora;
        if (lora) {
            if (w.kind == WorkloadKind::Qlora)
                m.weights = params.linear * d.qloraBitsPerWeight / 8.0 + params.embedding * 2.0;
            else
                m.weights = params.total * b;
            const double adapter = loraParams(arch, w.loraRank, w.loraAllLinear);
            m.adapter = adapter * d.loraParamBytes;
            m.gradients = adapter * d.loraParamBytes;
            m.optimizer = adapter * optimizerBytesPerParam(w.optimizer, d.loraParamBytes < 4.0);
        } else {
            const double total = params.total;
            m.weights = total * b / (w.zeroStage >= 3 ? n : 1.0);
            m.gradients = total * b / (w.zeroStage >= 2 ? n : 1.0);
            m.optimizer = total * optimizerBytesPerParam(w.optimizer, b < 4.0)
                / (w.zeroStage >= 1 ? n : 1.0);
        }
    }
    const double parts = m.weights + m.gradients + m.optimizer + m.activations + m.kvCache + m.adapter;
    m.overhead = d.overheadFixedBytes + d.overheadFraction * parts;
    return m;
}

} // namespace gpuplanner::model
