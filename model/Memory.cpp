#include "Memory.h"
#include "Translate.h"

#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <map>
#include <string>
#include <utility>

namespace gpuplanner::model {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0; // vLLM compares device memory in GiB

/// Bytes of optimizer state per trained value, including an fp32 master copy where the optimizer
/// keeps one (mixed precision: the trained values are held in fewer than 4 bytes).
double optimizerBytesPerParam(Optimizer optimizer, bool needsMaster)
{
    const double master = needsMaster ? 4.0 : 0.0;
    switch (optimizer) {
    case Optimizer::AdamW: return master + 8.0;      // two fp32 moments (ZeRO paper)
    case Optimizer::AdamWBf16: return master + 4.0;  // two bf16 moments
    case Optimizer::AdamW8bit: return master + 2.0;  // two 8-bit moments (Dettmers et al. 2022)
    case Optimizer::SgdMomentum: return master + 4.0; // one fp32 momentum buffer
    }
    return master + 8.0;
}

/// Width of the MLP a token passes through: the dense width, or for a mixture of experts the
/// routed experts it is sent to plus the shared ones.
double activeMlpWidth(const ModelArch &a)
{
    if (a.experts <= 1)
        return a.intermediateSize;
    const double routed = a.moeIntermediateSize > 0 ? a.moeIntermediateSize : a.intermediateSize;
    const double shared = a.sharedExpertIntermediateSize > 0 ? a.sharedExpertIntermediateSize : routed;
    return a.expertsPerToken * routed + a.sharedExperts * shared;
}

/// 16-bit tensors of the MLP's width that its nonlinearity keeps for backward, per token:
/// - gated MLP: the gate output (the activation's input), the activation's output and the up
///   output, both kept for their product: 3;
/// - plain MLP with an activation computed in one kernel (PyTorch's GELU, BLOOM's GeLUFunction,
///   Falcon, MPT): its input, the up output: 1. Korthikanti et al. 2022 (section 4.1) count the
///   same for GPT's MLP: the GeLU input, 8sbh at width 4h;
/// - GPT-2's "gelu_new" (transformers' NewGELUActivation, 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³)))
///   written as tensor operations): x, the tanh output and both factors of the last product: 4.
/// The MLP output's input to the down projection is counted with the trained matrices.
double mlpActivationTensors(const ModelArch &a)
{
    if (a.mlp == MlpKind::Gated)
        return 3.0;
    return a.activation == "gelu_new" ? 4.0 : 1.0;
}

/// Bytes one decoder layer keeps for the backward pass, per token, with 16-bit activations:
/// counted tensor by tensor as PyTorch autograd saves them in a Hugging Face decoder block
/// (attention through scaled_dot_product_attention; RMSNorm and gated MLP: Llama, Qwen, Mistral,
/// Gemma; LayerNorm and plain MLP: GPT-2, BLOOM, MPT, Falcon), for sequence length `s` (h hidden,
/// q = heads × head_dim, kv = kv_heads × head_dim, i the MLP width a token passes through, n the
/// norms per layer):
/// - each norm keeps its fp32 input copy (RMSNorm upcasts; LayerNorm runs in fp32 under
///   autocast): n × 4h;
/// - attention keeps q, k, v and its output: 2·(2q + 2kv) (fused or not: the same tensors);
///   without FlashAttention also the score matrices, 5·heads·s (Korthikanti et al. 2022, Table 2);
/// - the MLP's nonlinearity keeps mlpActivationTensors × 2i;
/// - a trained matrix keeps its input: full training the normalised inputs of q/k/v and of
///   gate/up (2h for each norm's output, shared by the matrices that read it), o_proj's (2q) and
///   down_proj's (2i); LoRA keeps, for every adapter, its own copy of its matrix's input in the
///   adapters' dtype (PEFT casts the input to the adapter weights' dtype), `adapterBytes` × d_in
///   (one adapter, and one copy, for a fused q/k/v matrix); a frozen matrix keeps nothing.
/// Checked against peak memory measured on an H200 (tests/reference/h200-measured.json).
double layerActivationBytesPerToken(const ModelArch &a, const Workload &w, double adapterBytes, double s)
{
    const double h = a.hiddenSize;
    const double q = double(a.heads) * a.headDim;
    const double kv = double(a.kvHeads) * a.headDim;
    const double i = activeMlpWidth(a);
    const double norms = a.normsPerLayer;
    if (megatronLayers(w)) {
        // Megatron Core's layer built from Transformer Engine modules (TE 1.9 to 2.x, Megatron
        // Core 0.8 to 0.15; fused RoPE and SwiGLU, cuDNN fused attention, no dropout):
        // - each norm fused with the matrix after it (LayerNormLinear) keeps its input (2h), its
        //   output for the weight gradient (2h, in FP8 training its FP8 copy: h) and 1/σ (4);
        // - attention keeps q, k and v (2q + 4kv), its output (2q), which the output projection
        //   reads, and its softmax statistics (4 per head); in FP8 the projection keeps its own
        //   FP8 copy of that output (q); RoPE fused keeps nothing of its own;
        // - the MLP keeps the fused activation's input (the gated pair 4i, a plain MLP's 2i) and
        //   the second matrix's input (2i, FP8: i).
        // Source: what Transformer Engine's LayerNormLinear, Linear and fused attention and
        // Megatron Core's fused SwiGLU save in their forward (docs/DOMAIN.md, Activations: Megatron
        // Core, names each); Korthikanti et al. 2022 for the split over tensor parallelism with
        // sequence parallelism.
        const bool fp8 = w.precision == Precision::Fp8;
        const double normOut = fp8 ? 1.0 : 2.0;
        const double activationInput = (a.mlp == MlpKind::Gated ? 4.0 : 2.0) * i;
        double bytes = norms * ((2.0 + normOut) * h + 4.0) + 2.0 * (q + 2.0 * kv) + 2.0 * q + 4.0 * a.heads
                       + (fp8 ? q : 0.0) + activationInput + normOut * i;
        if (!w.flashAttention)
            bytes += 5.0 * a.heads * s;
        return bytes;
    }
    double bytes = norms * 4.0 * h + 2.0 * (2.0 * q + 2.0 * kv) + mlpActivationTensors(a) * 2.0 * i;
    if (!w.flashAttention)
        bytes += 5.0 * a.heads * s;
    if (!isLora(w.kind))
        return bytes + norms * 2.0 * h + 2.0 * q + 2.0 * i;
    const double activeExperts = a.experts > 1 ? a.expertsPerToken + a.sharedExperts : 1.0;
    const unsigned m = adaptedModules(w);
    const double qkvInputs = a.fusedQkv ? ((m & (LoraQ | LoraK | LoraV)) ? 1.0 : 0.0)
                                        : ((m & LoraQ) ? 1 : 0) + ((m & LoraK) ? 1 : 0) + ((m & LoraV) ? 1 : 0);
    const double gate = a.mlp == MlpKind::Gated && (m & LoraGate) ? 1.0 : 0.0;
    const double inputs = h * qkvInputs + ((m & LoraO) ? q : 0.0)
                          + activeExperts * h * (gate + ((m & LoraUp) ? 1 : 0))
                          + ((m & LoraDown) ? i : 0.0);
    return bytes + adapterBytes * inputs;
}

} // namespace

std::vector<std::pair<double, double>> layerMatrixProducts(const ModelArch &a)
{
    const double h = a.hiddenSize;
    const double q = double(a.heads) * a.headDim;
    const double kv = double(a.kvHeads) * a.headDim;
    const double i = activeMlpWidth(a);
    std::vector<std::pair<double, double>> products;
    if (a.fusedQkv)
        products = {{h, q + 2.0 * kv}};
    else
        products = {{h, q}, {h, kv}, {h, kv}};
    products.push_back({q, h});
    if (a.mlp == MlpKind::Gated)
        products.insert(products.end(), {{h, i}, {h, i}, {i, h}});
    else
        products.insert(products.end(), {{h, i}, {i, h}});
    return products;
}

double selectiveCheckpointBytesPerToken(const ModelArch &a)
{
    const auto products = layerMatrixProducts(a);
    double kept = 0;
    for (std::size_t k = 0; k < products.size(); k += 2)
        kept += products[k].second;
    return 2.0 * a.hiddenSize + 2.0 * double(a.heads) * a.headDim + 4.0 * a.heads + 2.0 * kept;
}

double selectiveRecomputedParams(const ModelArch &a)
{
    const auto products = layerMatrixProducts(a);
    double recomputed = 0;
    for (std::size_t k = 1; k < products.size(); k += 2)
        recomputed += products[k].first * products[k].second;
    return double(a.layers) * recomputed;
}

double routedExpertShare(const ModelArch &a, const ParamCount &params, int expertParallel)
{
    if (a.experts <= 1 || expertParallel <= 1 || params.total <= 0)
        return 0.0;
    ModelArch counted = a;
    counted.paramsOverride = 0;
    const double width = a.moeIntermediateSize > 0 ? a.moeIntermediateSize : a.intermediateSize;
    const double matrices = a.mlp == MlpKind::Gated ? 3.0 : 2.0;
    const double routed = double(a.layers - a.denseLayers) * a.experts * matrices * a.hiddenSize * width;
    return std::clamp(routed / countParams(counted).total, 0.0, 1.0);
}

double loraParams(const ModelArch &a, int rank, unsigned modules)
{
    const double h = a.hiddenSize;
    const double q = double(a.heads) * a.headDim;
    const double kv = double(a.kvHeads) * a.headDim;
    const double width = a.experts > 1 && a.moeIntermediateSize > 0 ? a.moeIntermediateSize : a.intermediateSize;
    const double mlpCopies = a.experts + a.sharedExperts;
    double perLayer = 0;
    if (a.fusedQkv) {
        // One adapter on the fused matrix h → q + 2kv, whichever of q, k, v is asked for (PEFT
        // adapts modules, and the module is the fused one).
        if (modules & (LoraQ | LoraK | LoraV))
            perLayer += h + q + 2.0 * kv;
    } else {
        if (modules & LoraQ)
            perLayer += h + q;
        if (modules & LoraK)
            perLayer += h + kv;
        if (modules & LoraV)
            perLayer += h + kv;
    }
    if (modules & LoraO)
        perLayer += q + h;
    for (unsigned mlp : {unsigned(LoraGate), unsigned(LoraUp), unsigned(LoraDown)})
        if ((modules & mlp) && (mlp != LoraGate || a.mlp == MlpKind::Gated)) // a plain MLP has no gate
            perLayer += mlpCopies * (h + width);
    return double(rank) * perLayer * a.layers;
}

double loraParams(const ModelArch &a, int rank, LoraTargets targets)
{
    return loraParams(a, rank, loraModulesOf(targets));
}

double kvCacheBytes(const ModelArch &a, double sequences, double context, Precision precision)
{
    // Windowed layers keep at most the window; the others keep the whole context.
    const double windowed = slidingLayers(a);
    const double windowTokens = a.slidingWindow > 0 ? std::min(context, double(a.slidingWindow)) : context;
    const double tokenLayers = windowed * windowTokens + (a.layers - windowed) * context;
    return sequences * tokenLayers * kvElementsPerTokenLayer(a) * bytesPerElement(precision);
}

namespace {

/// Records how each part was reached, when an explanation was asked for. Terms come as a stack
/// list: nothing is allocated unless one was (evaluate() runs estimateMemory for every option on
/// every slider step without one).
class Notes
{
public:
    using Terms = std::initializer_list<std::pair<const char *, double>>;

    explicit Notes(std::map<std::string, Explanation> *explain) : m_explain(explain) {}

    void operator()(const char *key, const char *formula, Terms terms, double value) const
    {
        if (m_explain)
            (*m_explain)[key] = Explanation{formula, {terms.begin(), terms.end()}, value};
    }

private:
    std::map<std::string, Explanation> *m_explain;
};

/// Stored weights of inference and QLoRA (docs/DOMAIN.md, Weights): linear layers at the format's
/// bits, embeddings at 16 bits unless the format quantises them (GGUF).
void storedWeights(const ParamCount &params, const Workload &w, const CatalogDefaults &d, double n,
                   const ParallelLayout &l, const WeightFormat *format, MemoryBreakdown &m, const Notes &note)
{
    // Quantised weights: linear layers at the format's bits; embeddings stay 16-bit unless
    // the format quantises them (GGUF). Plain 8/4-bit serving keeps 16-bit embeddings too.
    const double b = bytesPerElement(w.precision);
    double linearBits = b * 8.0;
    double embeddingBits = std::max(16.0, b * 8.0);
    if (format) {
        linearBits = format->bitsPerWeight;
        embeddingBits = format->quantizeEmbeddings ? format->bitsPerWeight : 16.0;
    } else if (w.kind == WorkloadKind::Qlora) {
        linearBits = d.qloraBitsPerWeight;
        embeddingBits = 16.0;
    }
    // Inference: tensor parallel split over the replica's GPUs; QLoRA: the frozen base split by
    // tensor and pipeline parallelism, and sharded over the data-parallel GPUs under ZeRO-3/FSDP,
    // its routed experts spread over the expert-parallel GPUs (as LoRA's base, adapterStates).
    const double tp = w.kind == WorkloadKind::Inference ? n
                                                        : double(l.tensor) * l.pipeline * (w.zeroStage >= 3 ? l.weightCopies() : 1);
    if (w.kind == WorkloadKind::Inference || l.expert <= 1) {
        m.weights = (params.linear * linearBits + params.embedding * embeddingBits) / 8.0 / tp;
        note("weights_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "(linear_params × linear_bits + embedding_params × embedding_bits) / 8 / gpus"),
             {{"linear_params", params.linear}, {"linear_bits", linearBits},
              {"embedding_params", params.embedding}, {"embedding_bits", embeddingBits}, {"gpus", tp}},
             m.weights);
        return;
    }
    const double routed = routedExpertShare(w.arch, params, l.expert) * params.total;
    const double zeroShards = w.zeroStage >= 3 ? double(l.weightCopies()) : 1.0;
    const double routedShards = double(l.tensor) * l.pipeline * std::max(zeroShards, double(l.expert));
    m.weights = ((params.linear - routed) * linearBits + params.embedding * embeddingBits) / 8.0 / tp
        + routed * linearBits / 8.0 / routedShards;
    note("weights_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "((linear_params − routed_expert_params) × linear_bits + embedding_params × embedding_bits) / 8 / gpus + routed_expert_params × linear_bits / 8 / expert_gpus"),
         {{"linear_params", params.linear}, {"routed_expert_params", routed}, {"linear_bits", linearBits},
          {"embedding_params", params.embedding}, {"embedding_bits", embeddingBits}, {"gpus", tp},
          {"expert_gpus", routedShards}},
         m.weights);
}

/// Serving memory besides the weights, as a serving engine takes it (docs/DOMAIN.md, Serving
/// memory; vLLM's start-up memory profiling):
/// - the KV cache for the tokens in flight, concurrency × min(prompt + output, context), and at
///   least one request of the full context (an engine refuses to start when one full-length
///   request does not fit its cache), split by tensor parallelism;
/// - the engine's working memory, what its profiling pass peaks at, the larger of two stages:
///   one forward pass of `max_num_batched_tokens` tokens, whose peak is inside the MLP (the
///   hidden state, the residual and the normed input, 3·h, beside the MLP's up/gate output and
///   its activation, 3·I for a gated MLP, split by tensor parallelism) at 16-bit activations; then
///   one sampling step for every sequence it may run (max_num_seqs, at most the batched tokens:
///   vLLM's dummy run takes one token of each), top-k and top-p included, at the catalog's sampler_bytes_per_logit per sequence × vocabulary
///   entry, beside the forward pass's output (tokens × h). The sampler's logits are whole on every
///   tensor-parallel GPU. Checked against vLLM start-up logs (tests/reference/cases.json: the
///   profile peak of Llama-3.1-8B grows by 110 KB per batched token, 6·(h + I) = 110.6 KB; vLLM
///   v0.11's peak on an H100 is its sampling step for 1,024 sequences, five models within 1%).
void servingBuffers(const ModelArch &arch, const Workload &w, const CatalogDefaults &d, double n,
                    MemoryBreakdown &m, const Notes &note)
{
    const Serving &s = w.serving;
    const double vocab = arch.vocabSize;
    // Tensor parallelism splits KV heads; with fewer KV heads than GPUs they are replicated
    // (vLLM), and MLA's latent cache is whole on every GPU.
    const double kvSplit = kvShards(arch, int(n));
    const double inFlight = std::min(s.promptTokens + s.outputTokens, double(s.contextLength));
    // Without continuous batching one request runs at a time, and never more than max_num_seqs.
    const double sequences = s.batch();
    const double running = kvCacheBytes(arch, sequences, inFlight, s.kvCachePrecision);
    const double oneContext = kvCacheBytes(arch, 1, s.contextLength, s.kvCachePrecision);
    m.kvCache = std::max(running, oneContext) / kvSplit;
    note("kv_cache_bytes",
         GPUPLANNER_TRANSLATE_NOOP("Formula", "max(kv_bytes(concurrency × in_flight_tokens), kv_bytes(1 × context)) / kv_split; kv_bytes counts "
         "2 × kv_heads × head_dim × bytes per token and layer, windowed layers at most the window"),
         {{"concurrency", sequences}, {"in_flight_tokens", inFlight},
          {"context", double(s.contextLength)}, {"windowed_layers", double(slidingLayers(arch))},
          {"window", double(arch.slidingWindow)}, {"layers", double(arch.layers)},
          {"kv_elements_per_token_layer", kvElementsPerTokenLayer(arch)},
          {"bytes", bytesPerElement(s.kvCachePrecision)}, {"kv_split", kvSplit}},
         m.kvCache);
    // Unset only where a caller skipped withEngineDefaults: the large-GPU class, which reserves more.
    const double tokens = s.maxNumBatchedTokens.value_or(d.largeGpuEngine.maxNumBatchedTokens);
    const double activationBytes = std::max(2.0, bytesPerElement(w.precision));
    const double mlp = activeMlpWidth(arch);
    const double forward = tokens * activationBytes * (3.0 * arch.hiddenSize + 3.0 * mlp / n);
    const double sampled = std::min(s.maxNumSeqs.value_or(d.largeGpuEngine.maxNumSeqs), tokens);
    const double sampler = sampled * vocab * d.samplerBytesPerLogit + tokens * activationBytes * arch.hiddenSize;
    m.activations = std::max(forward, sampler);
    note("activations_bytes",
         GPUPLANNER_TRANSLATE_NOOP("Formula", "max(batched_tokens × activation_bytes × (3 × hidden + 3 × mlp_width / gpus), max_num_seqs × vocab × sampler_bytes_per_logit + batched_tokens × activation_bytes × hidden)"),
         {{"batched_tokens", tokens}, {"activation_bytes", activationBytes}, {"hidden", double(arch.hiddenSize)},
          {"mlp_width", mlp}, {"gpus", n}, {"concurrency", sequences}, {"vocab", vocab},
          {"max_num_seqs", sampled}, {"sampler_bytes_per_logit", d.samplerBytesPerLogit}},
         m.activations);
}

/// Training activations at the peak of a step, and the loss. Without checkpointing every layer's
/// saved tensors are alive when the loss's backward starts. With checkpointing (full
/// recomputation) only each layer's 16-bit input is kept, and the peak is the larger of two
/// moments that never overlap: the loss's buffers, or one layer recomputed for its backward
/// (the loss's buffers are freed before the first layer is recomputed). The loss holds
/// `lossBytesPerLogit` per token × vocabulary entry: for all tokens of the micro-batch with the
/// standard loss, for one chunk with a chunked or fused loss.
void trainingActivations(const ModelArch &arch, const Workload &w, const CatalogDefaults &d, const ParallelLayout &l,
                         MemoryBreakdown &m, const Notes &note)
{
    // Tensor parallelism with sequence parallelism splits every saved tensor of a layer, and a
    // vocabulary-parallel loss its logits, over the tensor-parallel GPUs (Korthikanti et al. 2022,
    // Table 2: 34·s·b·h / t). Under a 1F1B pipeline the first stage holds `pipeline` micro-batches
    // of layers / pipeline layers: as many layers' activations as without it (ibid., section 4.2.3).
    // Interleaved over v chunks a GPU, the first GPU warms up with 2(p − 1) + (v − 1)p chunks of
    // layers / (p·v) layers before its first backward (Megatron Core's interleaved schedule), so
    // it holds layers × (1 + (p − 1) / (p·v)) (ibid.). Context parallelism gives each GPU
    // 1 / context of every sequence's tokens, and of their activations and logits (Megatron Core).
    const double tp = l.tensor;
    const double s = w.sequenceLength;
    const double tokens = s * w.microBatchSize / l.context;
    const double adapterBytes = w.kind == WorkloadKind::Qlora ? d.qloraAdapterBytes : d.loraParamBytes;
    const double perToken = layerActivationBytesPerToken(arch, w, adapterBytes, s);
    const double lossTokens = w.lossImplementation == LossImplementation::Chunked
                                  ? std::min(tokens, d.chunkedLossTokens) : tokens;
    const double loss = d.lossBytesPerLogit * lossTokens * arch.vocabSize;
    // With fewer micro-batches a step than stages, the first stage never holds more than the step's
    // (m of p stages' worth of layers).
    const double heldLayers = l.pipeline > 1 && l.accumulation < l.pipeline
        ? arch.layers * l.accumulation / l.pipeline
        : arch.layers * (l.virtualStages > 1 ? 1.0 + double(l.pipeline - 1) / (double(l.pipeline) * l.virtualStages) : 1.0);
    // With activation offload the saved tensors of all but the layers in flight (the one being
    // computed and the one being copied: 2) wait in CPU memory.
    const double onGpuLayers = w.activationOffload ? std::min(2.0, heldLayers) : heldLayers;
    const Notes::Terms terms = {{"layers_on_gpu", onGpuLayers}, {"tokens", tokens},
                                {"hidden", double(arch.hiddenSize)}, {"layer_bytes_per_token", perToken},
                                {"loss_tokens", lossTokens}, {"vocab", double(arch.vocabSize)},
                                {"loss_bytes_per_logit", d.lossBytesPerLogit}, {"tensor_parallel", tp}};
    if (w.checkpointing == ActivationCheckpointing::Full) {
        const double perLayer = 2.0 * tokens * arch.hiddenSize / tp;
        m.activations = onGpuLayers * perLayer + std::max(tokens * perToken, loss) / tp;
        m.hostOffload += (heldLayers - onGpuLayers) * perLayer;
        note("activations_bytes",
             GPUPLANNER_TRANSLATE_NOOP("Formula", "(layers_on_gpu × 2 × tokens × hidden + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel"),
             terms, m.activations);
    } else if (w.checkpointing == ActivationCheckpointing::Selective && !recomputesCoreAttention(w)) {
        // As with full recomputation, but each layer keeps its selectively saved tensors, and the
        // layer being recomputed rebuilds the rest beside them.
        const double kept = selectiveCheckpointBytesPerToken(arch);
        const double perLayer = tokens * kept / tp;
        m.activations = onGpuLayers * perLayer + std::max(tokens * perToken, loss) / tp;
        m.hostOffload += (heldLayers - onGpuLayers) * perLayer;
        note("activations_bytes",
             GPUPLANNER_TRANSLATE_NOOP("Formula", "(layers_on_gpu × tokens × kept_bytes_per_token + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel"),
             {{"layers_on_gpu", onGpuLayers}, {"tokens", tokens}, {"kept_bytes_per_token", kept},
              {"layer_bytes_per_token", perToken}, {"loss_tokens", lossTokens}, {"vocab", double(arch.vocabSize)},
              {"loss_bytes_per_logit", d.lossBytesPerLogit}, {"tensor_parallel", tp}},
             m.activations);
    } else {
        m.activations = (onGpuLayers * tokens * perToken + loss) / tp;
        m.hostOffload += (heldLayers - onGpuLayers) * tokens * perToken / tp;
        note("activations_bytes",
             GPUPLANNER_TRANSLATE_NOOP("Formula", "(layers_on_gpu × tokens × layer_bytes_per_token + loss_bytes_per_logit × loss_tokens × vocab) / tensor_parallel"), terms,
             m.activations);
    }
}

/// LoRA and QLoRA (docs/DOMAIN.md, LoRA and QLoRA): the frozen base of LoRA at the training
/// precision, and the adapters with their gradients and optimizer states.
void adapterStates(const ModelArch &arch, const ParamCount &params, const Workload &w, const CatalogDefaults &d,
                   const ParallelLayout &l, MemoryBreakdown &m, const Notes &note)
{
    const double modelParallel = double(l.tensor) * l.pipeline;
    if (w.kind == WorkloadKind::Lora) {
        // Split by tensor and pipeline parallelism; ZeRO-3 / FSDP shard the frozen base too, and
        // expert parallelism spreads its routed experts (as the full model states, modelStates).
        const double b = bytesPerElement(w.precision);
        const double shard = modelParallel * (w.zeroStage >= 3 ? l.weightCopies() : 1.0);
        const double e = routedExpertShare(arch, params, l.expert);
        const double expertShard = modelParallel * std::max(w.zeroStage >= 3 ? double(l.weightCopies()) : 1.0, double(l.expert));
        m.weights = params.total * b * ((1.0 - e) / shard + e / expertShard);
        if (e > 0)
            note("weights_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "params × bytes × ((1 − expert_share) / zero3_shards + expert_share / expert_shards)"),
                 {{"params", params.total}, {"bytes", b}, {"expert_share", e}, {"zero3_shards", shard},
                  {"expert_shards", expertShard}}, m.weights);
        else
            note("weights_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "params × bytes / (tensor_parallel × pipeline_parallel × zero3_shards)"),
                 {{"params", params.total}, {"bytes", b}, {"zero3_shards", shard}}, m.weights);
    }
    // Adapters are trained in their own dtype with no master copy (PEFT: fp32 adapters;
    // the QLoRA paper: bf16 adapters with 32-bit optimizer states).
    const double adapter = loraParams(arch, w.loraRank, adaptedModules(w)) / modelParallel;
    const double adapterBytes = w.kind == WorkloadKind::Qlora ? d.qloraAdapterBytes : d.loraParamBytes;
    const double stateBytes = optimizerBytesPerParam(w.optimizer, false);
    m.adapter = adapter * adapterBytes;
    m.gradients = adapter * adapterBytes;
    m.optimizer = adapter * stateBytes;
    note("adapter_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "lora_params × bytes"), {{"lora_params", adapter}, {"bytes", adapterBytes}}, m.adapter);
    note("gradients_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "lora_params × bytes"), {{"lora_params", adapter}, {"bytes", adapterBytes}}, m.gradients);
    note("optimizer_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "lora_params × state_bytes"), {{"lora_params", adapter}, {"state_bytes", stateBytes}}, m.optimizer);
}

/// The largest single weight tensor of `a` (count): the embedding or output matrix, a dense MLP
/// matrix or the query projection. With the optimizer stepped in backward only one parameter's
/// gradient is alive at a time; the largest bounds it.
double largestTensorParams(const ModelArch &a)
{
    const double h = a.hiddenSize;
    const double mlp = std::max(a.intermediateSize, a.moeIntermediateSize);
    return std::max({double(a.vocabSize) * h, h * mlp, h * double(a.heads) * a.headDim});
}

/// Full training's model states (docs/DOMAIN.md, Gradients and optimizer states; ZeRO sharding):
/// weights, gradients and optimizer states, each sharded over `n` GPUs from its ZeRO stage on.
/// The master copy is kept when `masterWeights` and the weights are held in under 4 bytes; with
/// the optimizer in backward the gradients are those of the largest tensor only. Gradients take
/// gradientBytesPerElement (4 with grad_reduce_in_fp32).
void modelStates(const ModelArch &arch, const ParamCount &params, const Workload &w, const ParallelLayout &l,
                 MemoryBreakdown &m, const Notes &note)
{
    // Each GPU holds 1 / (tensor × pipeline) of the model; of that, the routed experts are spread
    // over `expert` GPUs, and ZeRO shards a state over the data-parallel GPUs (the experts' over
    // the GPUs holding the same experts, which comes to the same share).
    const double e = routedExpertShare(arch, params, l.expert);
    const auto perGpu = [&](double zeroShards) {
        return ((1.0 - e) / zeroShards + e / std::max(zeroShards, double(l.expert))) / (double(l.tensor) * l.pipeline);
    };
    const double total = params.total;
    const double b = heldBytesPerElement(w);
    const double g = gradientBytesPerElement(w);
    const double stateBytes = optimizerBytesPerParam(w.optimizer, w.masterWeights && b < 4.0);
    const double copies = l.weightCopies();
    const double shardW = 1.0 / perGpu(w.zeroStage >= 3 ? copies : 1.0);
    const double shardG = 1.0 / perGpu(w.zeroStage >= 2 ? copies : 1.0);
    const double shardO = 1.0 / perGpu(w.zeroStage >= 1 ? copies : 1.0);
    m.weights = total * b / shardW;
    if (w.optimizerInBackward) {
        const double largest = std::min(total, largestTensorParams(arch));
        m.gradients = largest * g / shardG;
        note("gradients_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "largest_tensor_params × bytes / shards (optimizer in backward)"),
             {{"largest_tensor_params", largest}, {"bytes", g}, {"shards", shardG}}, m.gradients);
    } else {
        m.gradients = total * g / shardG;
        note("gradients_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "params × bytes / shards (tensor × pipeline × expert and ZeRO-2)"), {{"params", total}, {"bytes", g}, {"shards", shardG}}, m.gradients);
    }
    m.optimizer = total * stateBytes / shardO;
    if (megatronLayers(w) && w.precision == Precision::Fp8) {
        // Transformer Engine keeps an FP8 copy of each linear layer's weight for the backward
        // pass (the transposed copy on Hopper, the FP8 weight itself on Blackwell): a byte a
        // weight of the matrices on this GPU (Transformer Engine's Linear and LayerNormLinear, as
        // its maintainers describe them: docs/DOMAIN.md, Activations: Megatron Core).
        const double cache = params.linear * perGpu(1.0);
        m.weights += cache;
        note("weights_bytes",
             GPUPLANNER_TRANSLATE_NOOP("Formula", "params × bytes / shards (tensor × pipeline × expert and ZeRO-3) + fp8_weight_cache; "
                                                  "fp8_weight_cache = linear_params / (tensor × pipeline × expert)"),
             {{"params", total}, {"bytes", b}, {"shards", shardW}, {"linear_params", params.linear}, {"fp8_weight_cache", cache}},
             m.weights);
    } else
        note("weights_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "params × bytes / shards (tensor × pipeline × expert and ZeRO-3)"), {{"params", total}, {"bytes", b}, {"shards", shardW}}, m.weights);
    note("optimizer_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "params × state_bytes / shards (tensor × pipeline × expert and ZeRO-1)"),
         {{"params", total}, {"state_bytes", stateBytes}, {"shards", shardO}}, m.optimizer);
}

/// ZeRO-Offload (Ren et al. 2021): gradients go to the CPU, which keeps the fp32 master copy and
/// the optimizer states and runs the update; the GPU keeps the 16-bit weights.
void offloadStates(MemoryBreakdown &m, const Notes &note)
{
    m.hostOffload += m.optimizer + m.gradients;
    m.optimizer = 0;
    m.gradients = 0;
    note("optimizer_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "offloaded to CPU memory: gradients + optimizer states"),
         {{"host_bytes", m.hostOffload}}, 0.0);
    note("gradients_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "offloaded to CPU memory"), {{"host_bytes", m.hostOffload}}, 0.0);
}

/// Overhead (docs/DOMAIN.md, Overhead). Serving: what the engine holds outside PyTorch's
/// allocator, and on a replica of several GPUs (`replicaGpus`) each one's tensor-parallel buffers
/// besides. Training: the fixed part, a fraction of the other parts and, with the standard loss
/// and recomputation, the logit-sized blocks the caching allocator keeps reserved
/// (`lossCacheBytesPerLogit` per token × vocabulary entry, measured on an H200). With the
/// explanation of the total.
void addOverhead(const ModelArch &arch, const Workload &w, const CatalogDefaults &d, const ParallelLayout &l,
                 double replicaGpus, MemoryBreakdown &m, const Notes &note)
{
    const double parts = m.weights + m.gradients + m.optimizer + m.activations + m.kvCache + m.adapter;
    if (w.kind == WorkloadKind::Inference) {
        const double buffers = replicaGpus > 1 ? d.servingTensorParallelOverheadBytes : 0.0;
        m.overhead = d.servingOverheadBytes + buffers;
        note("overhead_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "engine_overhead + tensor_parallel_buffers"),
             {{"engine_overhead", d.servingOverheadBytes}, {"tensor_parallel_buffers", buffers}}, m.overhead);
    } else if (w.lossImplementation == LossImplementation::Standard
               && w.checkpointing != ActivationCheckpointing::None) {
        const double tokens = double(w.sequenceLength) * w.microBatchSize / l.context;
        const double lossCache = d.lossCacheBytesPerLogit * tokens * arch.vocabSize / l.tensor;
        m.overhead = d.overheadFixedBytes + d.overheadFraction * parts + lossCache;
        note("overhead_bytes",
             GPUPLANNER_TRANSLATE_NOOP("Formula", "fixed + fraction × other_parts + loss_cache_bytes_per_logit × tokens × vocab / tensor_parallel"),
             {{"fixed", d.overheadFixedBytes}, {"fraction", d.overheadFraction}, {"other_parts", parts},
              {"loss_cache_bytes_per_logit", d.lossCacheBytesPerLogit},
              {"tokens", tokens}, {"vocab", double(arch.vocabSize)},
              {"tensor_parallel", double(l.tensor)}},
             m.overhead);
    } else {
        m.overhead = d.overheadFixedBytes + d.overheadFraction * parts;
        note("overhead_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "fixed + fraction × other_parts"),
             {{"fixed", d.overheadFixedBytes}, {"fraction", d.overheadFraction}, {"other_parts", parts}}, m.overhead);
    }
    note("total_bytes", GPUPLANNER_TRANSLATE_NOOP("Formula", "weights + gradients + optimizer + activations + kv_cache + adapter + overhead"),
         {{"weights", m.weights}, {"gradients", m.gradients}, {"optimizer", m.optimizer},
          {"activations", m.activations}, {"kv_cache", m.kvCache}, {"adapter", m.adapter},
          {"overhead", m.overhead}},
         m.total());
}

} // namespace

bool takesLargeGpuEngine(const CatalogDefaults &d, const Gpu &gpu, double capacityBytes)
{
    if (capacityBytes < d.largeGpuMinGib * kGiB)
        return false;
    // vLLM sees the device's name (not our id) and compares it in lower case.
    const auto sameLetter = [](unsigned char a, unsigned char b) { return std::tolower(a) == std::tolower(b); };
    return std::none_of(d.largeGpuExcluded.begin(), d.largeGpuExcluded.end(), [&](const std::string &piece) {
        return std::search(gpu.name.begin(), gpu.name.end(), piece.begin(), piece.end(), sameLetter) != gpu.name.end();
    });
}

Workload withEngineDefaults(Workload w, const EngineBatchDefaults &limits)
{
    if (!w.serving.maxNumBatchedTokens)
        w.serving.maxNumBatchedTokens = limits.maxNumBatchedTokens;
    if (!w.serving.maxNumSeqs)
        w.serving.maxNumSeqs = limits.maxNumSeqs;
    return w;
}

MemoryBreakdown estimateMemory(const ModelArch &arch, const ParamCount &params,
                               const Workload &w, const CatalogDefaults &d, int gpus,
                               const WeightFormat *format, std::map<std::string, Explanation> *explain)
{
    const Notes note(explain);
    MemoryBreakdown m;
    const double n = std::max(1, gpus);
    const ParallelLayout layout = parallelLayout(w, gpus, 1.0); // training only; the batch plays no part
    if (w.kind == WorkloadKind::Inference || w.kind == WorkloadKind::Qlora)
        storedWeights(params, w, d, n, layout, format, m, note);
    if (w.kind == WorkloadKind::Inference) {
        servingBuffers(arch, w, d, n, m, note);
    } else {
        trainingActivations(arch, w, d, layout, m, note);
        if (isLora(w.kind))
            adapterStates(arch, params, w, d, layout, m, note);
        else
            modelStates(arch, params, w, layout, m, note);
        if (w.optimizerOffload)
            offloadStates(m, note);
    }
    addOverhead(arch, w, d, layout, n, m, note);
    return m;
}

} // namespace gpuplanner::model
