#pragma once

#include "Catalog.h"
#include "Scenario.h"

#include <string>

namespace gpuplanner::model {

/// FLOP of the whole workload.
/// - Training (Kaplan et al. 2020; DOMAIN.md): 6·N·D, 8·N·D with full recomputation
///   (gradient checkpointing); LoRA/QLoRA compute no weight gradients: 4·N·D, 6·N·D with
///   recomputation. N = active parameters, D = training tokens.
/// - Inference: 2·N per token over `hours` of the serving load (prompt + output tokens).
double workloadFlop(const Workload &workload, double activeParams, double hours);

/// Peak dense FLOP/s of `gpu` for the workload's compute precision, in FLOP/s. QLoRA computes in
/// bf16; int4 weight-only inference computes in fp16. When the GPU lacks that precision the next
/// one it has is used (bf16 ↔ fp16, then fp32) and `fellBack` is set.
double peakFlopsFor(const Gpu &gpu, const Workload &workload, bool &fellBack);

/// Speed factors of one rented option, each 0–1: the share of the card's compute it gets (MIG
/// compute fraction, vGPU share or compute cap), what neighbours leave of it (1 − contention,
/// non-MIG slices only; seed 000: 20–30% slower) and multi-GPU scaling efficiency (catalog
/// `scaling_efficiency` by interconnect; slices have no NVLink, seed 000).
struct SpeedFactors
{
    double computeShare = 1;
    double contention = 1;
    double scaling = 1;
    double product() const { return computeShare * contention * scaling; }
};

SpeedFactors speedFactors(const Offering &offering, const Gpu &gpu, int gpus,
                          const CatalogDefaults &defaults);

/// Hours of computation: FLOP / (gpus × peak × mfu × factors) / 3600.
double computeHours(double flop, int gpus, double peakFlops, double mfu, const SpeedFactors &f);

/// Requests per day a replica sustains when serving: decode is memory-bound, each step reads the
/// weights and the KV cache of the batch (bytes per GPU / memory bandwidth × share); prefill is
/// compute-bound (2·N·prompt FLOP at peak × mfu × share). `bytesPerStep` per GPU, bandwidth
/// bytes/s, result in requests/day.
double servingCapacityPerDay(const Workload &workload, double activeParams, double bytesPerStep,
                             double memoryBandwidth, double peakFlops, double mfu,
                             const SpeedFactors &f, int gpus);

} // namespace gpuplanner::model
