#!/usr/bin/env python3
"""Measures real peak GPU memory (and speed) of training steps and of inference for models
built from the config.json files in tests/data/hf-configs, with random weights.

What it measures is what PyTorch's caching allocator reports: torch.cuda.max_memory_allocated()
(bytes in live tensors at the peak) and max_memory_reserved() (what the allocator held from the
driver, which nvidia-smi shows plus the CUDA context). No weights are downloaded: the numbers
depend on shapes, dtypes and what the frameworks keep, not on the values.

Usage (on a machine with a CUDA GPU, PyTorch, transformers and peft):
    python3 tests/reference/measure_gpu.py OUT.json [case ...]
Each case runs in this process after the previous one's tensors are freed; the JSON is
rewritten after every case, so a run cut short keeps what it measured. The results are copied
into tests/reference/measured.json (source "measured here") by hand, with the versions printed.
"""
import gc
import json
import math
import os
import sys
import time
import traceback

import torch
import torch.nn.functional as F
from torch.utils.checkpoint import checkpoint

import transformers
from transformers import AutoConfig, AutoModelForCausalLM

HERE = os.path.dirname(os.path.abspath(__file__))
CONFIGS = os.path.join(HERE, "..", "data", "hf-configs")
GiB = 1024 ** 3
BUDGET_S = float(os.environ.get("MEASURE_BUDGET_S", "330"))  # stop starting cases after this


def load_config(name):
    with open(os.path.join(CONFIGS, name + ".config.json")) as f:
        raw = json.load(f)
    if "text_config" in raw:  # multimodal file (Gemma 3): the language model's part
        raw = raw["text_config"]
    model_type = raw.pop("model_type")
    for key in ("architectures", "transformers_version", "torch_dtype"):
        raw.pop(key, None)
    return AutoConfig.for_model(model_type, **raw)


def build(name, dtype):
    config = load_config(name)
    config.use_cache = False
    with torch.device("cuda"):
        try:
            model = AutoModelForCausalLM.from_config(config, dtype=dtype, attn_implementation="sdpa")
        except TypeError:
            model = AutoModelForCausalLM.from_config(config, torch_dtype=dtype, attn_implementation="sdpa")
    return model.to(dtype)


def count(model, trainable=False):
    return sum(p.numel() for p in model.parameters() if p.requires_grad or not trainable)


def chunked_loss(model, input_ids, chunk=1024):
    """Loss without the full logits: the final hidden states go through the output layer and
    cross-entropy a chunk of tokens at a time, each chunk recomputed in backward (what Liger's
    fused linear cross-entropy and the chunked losses of training libraries do)."""
    core = model.get_base_model() if hasattr(model, "get_base_model") else model
    hidden = core.model(input_ids=input_ids).last_hidden_state
    head = core.lm_head
    labels = input_ids[:, 1:]
    hidden = hidden[:, :-1]
    n = labels.numel()

    def piece(h, y):
        return F.cross_entropy(head(h).float().reshape(-1, head.out_features), y.reshape(-1), reduction="sum")

    total = 0
    for start in range(0, hidden.shape[1], chunk):
        total = total + checkpoint(piece, hidden[:, start:start + chunk], labels[:, start:start + chunk],
                                   use_reentrant=False)
    return total / n


def train_case(c):
    dtype = torch.float32 if c.get("fp32_master") else torch.bfloat16
    model = build(c["config"], dtype)
    total_params = count(model)
    if c.get("lora_rank"):
        from peft import LoraConfig, get_peft_model
        model = get_peft_model(model, LoraConfig(r=c["lora_rank"], lora_alpha=2 * c["lora_rank"],
                                                 lora_dropout=0.0, target_modules=c["lora_targets"],
                                                 task_type="CAUSAL_LM"))
    if c.get("checkpointing"):
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    model.train()
    params = [p for p in model.parameters() if p.requires_grad]
    if c.get("optimizer_in_backward"):
        # Each parameter's update runs as soon as its gradient is complete, and the gradient is
        # freed at once (torchtune's optimizer_in_bwd: post-accumulate-grad hooks).
        per_param = {p: torch.optim.AdamW([p], lr=1e-5, fused=True) for p in params}

        def step_now(p):
            per_param[p].step()
            per_param[p].zero_grad(set_to_none=True)

        for p in params:
            p.register_post_accumulate_grad_hook(step_now)
        optimizer = None
    else:
        optimizer = torch.optim.AdamW(params, lr=1e-5, fused=True)
    vocab = model.config.vocab_size
    b, s = c["micro_batch"], c["seq"]
    weights_bytes = torch.cuda.memory_allocated()
    torch.cuda.reset_peak_memory_stats()
    times = []
    for step in range(c.get("steps", 3)):
        ids = torch.randint(0, vocab, (b, s), device="cuda")
        torch.cuda.synchronize()
        t = time.perf_counter()
        with torch.autocast("cuda", dtype=torch.bfloat16, enabled=bool(c.get("fp32_master"))):
            if c.get("loss") == "chunked":
                loss = chunked_loss(model, ids)
            else:
                loss = model(input_ids=ids, labels=ids).loss
        loss.backward()
        if optimizer is not None:
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
        torch.cuda.synchronize()
        times.append(time.perf_counter() - t)
        if not math.isfinite(loss.item()):
            raise RuntimeError("loss not finite")
    steady = times[1:] if len(times) > 1 else times
    return {
        "total_params": total_params,
        "trainable_params": sum(p.numel() for p in params),
        "weights_bytes_before_step": weights_bytes,
        "tokens_per_s_per_gpu": b * s * len(steady) / sum(steady),
        "step_times_s": times,
    }


def infer_case(c):
    model = build(c["config"], torch.bfloat16)
    model.config.use_cache = True
    model.generation_config.use_cache = True  # build() made the model without a cache
    model.eval()
    total_params = count(model)
    weights_bytes = torch.cuda.memory_allocated()
    vocab = model.config.vocab_size
    ids = torch.randint(0, vocab, (c["batch"], c["prompt"]), device="cuda")
    torch.cuda.reset_peak_memory_stats()
    torch.cuda.synchronize()
    t = time.perf_counter()
    with torch.no_grad():
        out = model.generate(input_ids=ids, attention_mask=torch.ones_like(ids), max_new_tokens=c["output"],
                             min_new_tokens=c["output"], do_sample=False, use_cache=True, return_dict_in_generate=True,
                             pad_token_id=0)
    torch.cuda.synchronize()
    elapsed = time.perf_counter() - t
    cache = out.past_key_values
    cache_bytes = 0
    seen = set()
    for obj in [cache] + list(getattr(cache, "layers", []) or []):
        for name in ("key_cache", "value_cache", "keys", "values"):
            value = getattr(obj, name, None)
            tensors = value if isinstance(value, (list, tuple)) else [value]
            for tensor in tensors:
                if torch.is_tensor(tensor) and id(tensor) not in seen:
                    seen.add(id(tensor))
                    cache_bytes += tensor.numel() * tensor.element_size()
    return {
        "total_params": total_params,
        "weights_bytes": weights_bytes,
        "kv_cache_bytes_after_generate": cache_bytes,
        "allocated_after_generate_bytes": torch.cuda.memory_allocated(),
        "generated_tokens": int(out.sequences.shape[1] - c["prompt"]),
        "seconds": elapsed,
    }


ALL7 = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]
CASES = [
    # Issue 12, fault 1: Llama-3-8B LoRA r16, 16384 tokens, checkpointing, standard vs chunked loss.
    dict(id="llama3-8b-lora16-all-s16384-ckpt-standard", kind="train", config="llama-3-8b", lora_rank=16,
         lora_targets=ALL7, seq=16384, micro_batch=1, checkpointing=True, loss="standard"),
    dict(id="llama3-8b-lora16-all-s16384-ckpt-chunked", kind="train", config="llama-3-8b", lora_rank=16,
         lora_targets=ALL7, seq=16384, micro_batch=1, checkpointing=True, loss="chunked"),
    dict(id="llama3-8b-lora16-all-s4096-ckpt-standard", kind="train", config="llama-3-8b", lora_rank=16,
         lora_targets=ALL7, seq=4096, micro_batch=1, checkpointing=True, loss="standard", steps=4),
    dict(id="qwen2.5-7b-full-bf16-adamw-s2048-mb1-ckpt", kind="train", config="qwen2.5-7b", seq=2048,
         micro_batch=1, checkpointing=True, loss="standard"),
    dict(id="qwen2.5-1.5b-full-fp32master-adamw-s2048-mb4-ckpt", kind="train", config="qwen2.5-1.5b",
         fp32_master=True, seq=2048, micro_batch=4, checkpointing=True, loss="standard", steps=4),
    dict(id="qwen2.5-1.5b-full-bf16-adamw-s2048-mb4-nockpt", kind="train", config="qwen2.5-1.5b", seq=2048,
         micro_batch=4, checkpointing=False, loss="standard", steps=4),
    dict(id="llama3-8b-lora16-qv-s4096-nockpt-standard", kind="train", config="llama-3-8b", lora_rank=16,
         lora_targets=["q_proj", "v_proj"], seq=4096, micro_batch=1, checkpointing=False, loss="standard"),
    dict(id="llama3-8b-infer-b8-p4096-o64", kind="infer", config="llama-3-8b", batch=8, prompt=4096, output=64),
    dict(id="gemma3-12b-infer-b1-p32768-o8", kind="infer", config="gemma-3-12b", batch=1, prompt=32768, output=8),
    dict(id="qwen2.5-7b-infer-b16-p2048-o128", kind="infer", config="qwen2.5-7b", batch=16, prompt=2048, output=128),
    dict(id="gemma3-12b-lora16-all-s4096-ckpt-standard", kind="train", config="gemma-3-12b", lora_rank=16,
         lora_targets=ALL7, seq=4096, micro_batch=1, checkpointing=True, loss="standard"),
    dict(id="llama2-7b-full-bf16-adamw-s4096-mb1-ckpt", kind="train", config="llama-2-7b", seq=4096,
         micro_batch=1, checkpointing=True, loss="standard"),
    dict(id="qwen2.5-7b-lora8-qv-s2048-mb2-nockpt-standard", kind="train", config="qwen2.5-7b", lora_rank=8,
         lora_targets=["q_proj", "v_proj"], seq=2048, micro_batch=2, checkpointing=False, loss="standard"),
    dict(id="llama3-8b-lora16-all-s2048-mb4-ckpt-standard", kind="train", config="llama-3-8b", lora_rank=16,
         lora_targets=ALL7, seq=2048, micro_batch=4, checkpointing=True, loss="standard"),
    dict(id="qwen2.5-1.5b-full-fp32master-adamw-s2048-mb4-nockpt", kind="train", config="qwen2.5-1.5b",
         fp32_master=True, seq=2048, micro_batch=4, checkpointing=False, loss="standard"),
    dict(id="qwen2.5-7b-full-bf16-adamw-optbwd-s2048-mb1-ckpt", kind="train", config="qwen2.5-7b", seq=2048,
         micro_batch=1, checkpointing=True, loss="standard", optimizer_in_backward=True),
    dict(id="qwen2.5-7b-full-bf16-adamw-s2048-mb1-nockpt", kind="train", config="qwen2.5-7b", seq=2048,
         micro_batch=1, checkpointing=False, loss="standard"),
    dict(id="llama3-8b-full-bf16-adamw-optbwd-s4096-mb1-ckpt-chunked", kind="train", config="llama-3-8b",
         seq=4096, micro_batch=1, checkpointing=True, loss="chunked", optimizer_in_backward=True),
    dict(id="qwen2.5-7b-lora16-all-s8192-ckpt-chunked", kind="train", config="qwen2.5-7b", lora_rank=16,
         lora_targets=ALL7, seq=8192, micro_batch=1, checkpointing=True, loss="chunked"),
    dict(id="gemma3-12b-lora16-all-s8192-ckpt-chunked", kind="train", config="gemma-3-12b", lora_rank=16,
         lora_targets=ALL7, seq=8192, micro_batch=1, checkpointing=True, loss="chunked"),
    dict(id="llama3-8b-lora16-all-s8192-ckpt-standard", kind="train", config="llama-3-8b", lora_rank=16,
         lora_targets=ALL7, seq=8192, micro_batch=1, checkpointing=True, loss="standard"),
]


def main():
    out_path = sys.argv[1]
    wanted = set(sys.argv[2:])
    start = time.time()
    torch.cuda.init()
    free, total = torch.cuda.mem_get_info()
    report = {
        "gpu": torch.cuda.get_device_name(0),
        "gpu_total_bytes": total,
        "cuda_context_bytes": total - free - torch.cuda.memory_reserved(),
        "versions": {"torch": torch.__version__, "transformers": transformers.__version__,
                     "cuda": torch.version.cuda},
        "cases": [],
    }
    try:
        import peft
        report["versions"]["peft"] = peft.__version__
    except ImportError:
        pass
    for c in CASES:
        if wanted and c["id"] not in wanted:
            continue
        if time.time() - start > BUDGET_S:
            report["cases"].append({"setting": c, "skipped": "time budget"})
            continue
        gc.collect()
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats()
        entry = {"setting": c, "allocated_before_bytes": torch.cuda.memory_allocated()}
        t = time.time()
        try:
            entry.update(train_case(c) if c["kind"] == "train" else infer_case(c))
            entry["peak_allocated_bytes"] = torch.cuda.max_memory_allocated()
            entry["peak_reserved_bytes"] = torch.cuda.max_memory_reserved()
            entry["peak_allocated_gib"] = round(entry["peak_allocated_bytes"] / GiB, 3)
            entry["peak_reserved_gib"] = round(entry["peak_reserved_bytes"] / GiB, 3)
        except torch.cuda.OutOfMemoryError as e:
            entry["error"] = "out of memory: " + str(e)[:300]
        except Exception as e:  # recorded, the next case still runs
            entry["error"] = repr(e)[:500]
            entry["trace"] = traceback.format_exc()[-2000:]
        entry["wall_s"] = round(time.time() - t, 1)
        report["cases"].append(entry)
        print(json.dumps({k: v for k, v in entry.items() if k not in ("setting", "trace")}), c["id"], flush=True)
        with open(out_path, "w") as f:
            json.dump(report, f, indent=1)
        gc.collect()
        torch.cuda.empty_cache()
    with open(out_path, "w") as f:
        json.dump(report, f, indent=1)


if __name__ == "__main__":
    main()
