<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChartSupport</name>
    <message numerus="yes">
        <source>the %n best-ranked shown, %1 more in the option table</source>
        <translation>
            <numerusform>the best-ranked shown, %1 more in the option table</numerusform>
            <numerusform>the %n best-ranked shown, %1 more in the option table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) left out: short of memory, not done in time, or short of the latency target or the load</source>
        <translation>
            <numerusform>%n option left out: short of memory, not done in time, or short of the latency target or the load</numerusform>
            <numerusform>%n options left out: short of memory, not done in time, or short of the latency target or the load</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <source>activation_bytes</source>
        <translation>activation_bytes</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>adapter</source>
        <translation>adapter</translation>
    </message>
    <message>
        <source>batched_tokens</source>
        <translation>batched_tokens</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>concurrency</source>
        <translation>concurrency</translation>
    </message>
    <message>
        <source>context</source>
        <translation>context</translation>
    </message>
    <message>
        <source>embedding_bits</source>
        <translation>embedding_bits</translation>
    </message>
    <message>
        <source>embedding_params</source>
        <translation>embedding_params</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>fixed</translation>
    </message>
    <message>
        <source>fraction</source>
        <translation>fraction</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>gpus</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <source>host_bytes</source>
        <translation>host_bytes</translation>
    </message>
    <message>
        <source>in_flight_tokens</source>
        <translation>in_flight_tokens</translation>
    </message>
    <message>
        <source>kv_cache</source>
        <translation>kv_cache</translation>
    </message>
    <message>
        <source>kv_elements_per_token_layer</source>
        <translation>kv_elements_per_token_layer</translation>
    </message>
    <message>
        <source>kv_split</source>
        <translation>kv_split</translation>
    </message>
    <message>
        <source>largest_tensor_params</source>
        <translation>largest_tensor_params</translation>
    </message>
    <message>
        <source>layer_bytes_per_token</source>
        <translation>layer_bytes_per_token</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>layers</translation>
    </message>
    <message>
        <source>layers_on_gpu</source>
        <translation>layers_on_gpu</translation>
    </message>
    <message>
        <source>linear_bits</source>
        <translation>linear_bits</translation>
    </message>
    <message>
        <source>linear_params</source>
        <translation>linear_params</translation>
    </message>
    <message>
        <source>lora_params</source>
        <translation>lora_params</translation>
    </message>
    <message>
        <source>loss_bytes_per_logit</source>
        <translation>loss_bytes_per_logit</translation>
    </message>
    <message>
        <source>loss_tokens</source>
        <translation>loss_tokens</translation>
    </message>
    <message>
        <source>mlp_width</source>
        <translation>mlp_width</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>optimizer</translation>
    </message>
    <message>
        <source>other_parts</source>
        <translation>other_parts</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>overhead</translation>
    </message>
    <message>
        <source>params</source>
        <translation>params</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>shards</translation>
    </message>
    <message>
        <source>state_bytes</source>
        <translation>state_bytes</translation>
    </message>
    <message>
        <source>tensor_parallel</source>
        <translation>tensor_parallel</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>vocab</source>
        <translation>vocab</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>window</source>
        <translation>window</translation>
    </message>
    <message>
        <source>windowed_layers</source>
        <translation>windowed_layers</translation>
    </message>
    <message>
        <source>zero3_shards</source>
        <translation>zero3_shards</translation>
    </message>
    <message>
        <source>(linear_params × linear_bits + embedding_params × embedding_bits) / 8 / gpus</source>
        <translation>(linear_params × linear_bits + embedding_params × embedding_bits) / 8 / gpus</translation>
    </message>
    <message>
        <source>max(kv_bytes(concurrency × in_flight_tokens), kv_bytes(1 × context)) / kv_split; kv_bytes counts 2 × kv_heads × head_dim × bytes per token and layer, windowed layers at most the window</source>
        <translation>max(kv_bytes(concurrency × in_flight_tokens), kv_bytes(1 × context)) / kv_split; kv_bytes counts 2 × kv_heads × head_dim × bytes per token and layer, windowed layers at most the window</translation>
    </message>
    <message>
        <source>(layers_on_gpu × 2 × tokens × hidden + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel</source>
        <translation>(layers_on_gpu × 2 × tokens × hidden + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel</translation>
    </message>
    <message>
        <source>(layers_on_gpu × tokens × layer_bytes_per_token + loss_bytes_per_logit × loss_tokens × vocab) / tensor_parallel</source>
        <translation>(layers_on_gpu × tokens × layer_bytes_per_token + loss_bytes_per_logit × loss_tokens × vocab) / tensor_parallel</translation>
    </message>
    <message>
        <source>params × bytes / (tensor_parallel × pipeline_parallel × zero3_shards)</source>
        <translation>params × bytes / (tensor_parallel × pipeline_parallel × zero3_shards)</translation>
    </message>
    <message>
        <source>lora_params × bytes</source>
        <translation>lora_params × bytes</translation>
    </message>
    <message>
        <source>lora_params × state_bytes</source>
        <translation>lora_params × state_bytes</translation>
    </message>
    <message>
        <source>largest_tensor_params × bytes / shards (optimizer in backward)</source>
        <translation>largest_tensor_params × bytes / shards (optimizer in backward)</translation>
    </message>
    <message>
        <source>params × bytes / shards (tensor × pipeline × expert and ZeRO-2)</source>
        <translation>params × bytes / shards (tensor × pipeline × expert and ZeRO-2)</translation>
    </message>
    <message>
        <source>params × bytes / shards (tensor × pipeline × expert and ZeRO-3)</source>
        <translation>params × bytes / shards (tensor × pipeline × expert and ZeRO-3)</translation>
    </message>
    <message>
        <source>params × state_bytes / shards (tensor × pipeline × expert and ZeRO-1)</source>
        <translation>params × state_bytes / shards (tensor × pipeline × expert and ZeRO-1)</translation>
    </message>
    <message>
        <source>offloaded to CPU memory: gradients + optimizer states</source>
        <translation>offloaded to CPU memory: gradients + optimizer states</translation>
    </message>
    <message>
        <source>offloaded to CPU memory</source>
        <translation>offloaded to CPU memory</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer + activations + kv_cache + adapter + overhead</source>
        <translation>weights + gradients + optimizer + activations + kv_cache + adapter + overhead</translation>
    </message>
    <message>
        <source>(layers_on_gpu × tokens × kept_bytes_per_token + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel</source>
        <translation>(layers_on_gpu × tokens × kept_bytes_per_token + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel</translation>
    </message>
    <message>
        <source>loss_cache_bytes_per_logit</source>
        <translation>loss_cache_bytes_per_logit</translation>
    </message>
    <message>
        <source>fixed + fraction × other_parts + loss_cache_bytes_per_logit × tokens × vocab / tensor_parallel</source>
        <translation>fixed + fraction × other_parts + loss_cache_bytes_per_logit × tokens × vocab / tensor_parallel</translation>
    </message>
    <message>
        <source>fixed + fraction × other_parts</source>
        <translation>fixed + fraction × other_parts</translation>
    </message>
    <message>
        <source>((linear_params − routed_expert_params) × linear_bits + embedding_params × embedding_bits) / 8 / gpus + routed_expert_params × linear_bits / 8 / expert_gpus</source>
        <translation>((linear_params − routed_expert_params) × linear_bits + embedding_params × embedding_bits) / 8 / gpus + routed_expert_params × linear_bits / 8 / expert_gpus</translation>
    </message>
    <message>
        <source>params × bytes × ((1 − expert_share) / zero3_shards + expert_share / expert_shards)</source>
        <translation>params × bytes × ((1 − expert_share) / zero3_shards + expert_share / expert_shards)</translation>
    </message>
    <message>
        <source>sampler_bytes_per_logit</source>
        <translation>sampler_bytes_per_logit</translation>
    </message>
    <message>
        <source>max_num_seqs</source>
        <translation>max_num_seqs</translation>
    </message>
    <message>
        <source>max(batched_tokens × activation_bytes × (3 × hidden + 3 × mlp_width / gpus), max_num_seqs × vocab × sampler_bytes_per_logit + batched_tokens × activation_bytes × hidden)</source>
        <translation>max(batched_tokens × activation_bytes × (3 × hidden + 3 × mlp_width / gpus), max_num_seqs × vocab × sampler_bytes_per_logit + batched_tokens × activation_bytes × hidden)</translation>
    </message>
    <message>
        <source>engine_overhead + tensor_parallel_buffers</source>
        <translation>engine_overhead + tensor_parallel_buffers</translation>
    </message>
    <message>
        <source>engine_overhead</source>
        <translation>engine_overhead</translation>
    </message>
    <message>
        <source>tensor_parallel_buffers</source>
        <translation>tensor_parallel_buffers</translation>
    </message>
    <message>
        <source>params × bytes / shards (tensor × pipeline × expert and ZeRO-3) + fp8_weight_cache; fp8_weight_cache = linear_params / (tensor × pipeline × expert)</source>
        <translation>params × bytes / shards (tensor × pipeline × expert and ZeRO-3) + fp8_weight_cache; fp8_weight_cache = linear_params / (tensor × pipeline × expert)</translation>
    </message>
    <message>
        <source>fp8_weight_cache</source>
        <translation>fp8_weight_cache</translation>
    </message>
</context>
<context>
    <name>InputField</name>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precision</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU (model FLOPs utilisation)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-batch</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>Training tokens</translation>
    </message>
    <message>
        <source>Tokens processed in total: dataset tokens × epochs, in billions</source>
        <translation>Tokens processed in total: dataset tokens × epochs, in billions</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA rank</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>All linear layers</translation>
    </message>
    <message>
        <source>Attention only</source>
        <translation>Attention only</translation>
    </message>
    <message>
        <source>W_q and W_v only</source>
        <translation>W_q and W_v only</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA targets</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO stage</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Optimizer states in CPU memory (offload)</source>
        <translation>Optimizer states in CPU memory (offload)</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Requests per day</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Concurrent sequences</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>Context length</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>KV cache precision</translation>
    </message>
    <message>
        <source>Continuous batching (vLLM-style)</source>
        <translation>Continuous batching (vLLM-style)</translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation>Latency target</translation>
    </message>
    <message>
        <source>Limit time per request</source>
        <translation>Limit time per request</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Rental period</source>
        <translation>Rental period</translation>
    </message>
    <message>
        <source>Fixed rental period</source>
        <translation>Fixed rental period</translation>
    </message>
    <message>
        <source>as long as the work takes</source>
        <translation>as long as the work takes</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Dataset</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>Data preparation</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Set a budget</source>
        <translation>Set a budget</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source> h</source>
        <extracomment>hours</extracomment>
        <translation> h</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>seconds</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> B</source>
        <extracomment>billions (of tokens)</extracomment>
        <translation> B</translation>
    </message>
    <message>
        <source>Standard (all logits at once)</source>
        <translation>Standard (all logits at once)</translation>
    </message>
    <message>
        <source>Chunked or fused (Liger, Cut Cross-Entropy)</source>
        <translation>Chunked or fused (Liger, Cut Cross-Entropy)</translation>
    </message>
    <message>
        <source>Loss computation</source>
        <translation>Loss computation</translation>
    </message>
    <message>
        <source>Standard: the logits of every token are made at once and kept in fp32 for the loss (Hugging Face default), which dominates memory with large vocabularies and long sequences. Chunked or fused: a chunk of tokens at a time</source>
        <translation>Standard: the logits of every token are made at once and kept in fp32 for the loss (Hugging Face default), which dominates memory with large vocabularies and long sequences. Chunked or fused: a chunk of tokens at a time</translation>
    </message>
    <message>
        <source>GPU memory the engine takes</source>
        <translation>GPU memory the engine takes</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the serving engine claims at start (vLLM: --gpu-memory-utilization); weights, working memory and the KV cache must fit in it</source>
        <translation>Share of each GPU&apos;s memory the serving engine claims at start (vLLM: --gpu-memory-utilization); weights, working memory and the KV cache must fit in it</translation>
    </message>
    <message>
        <source>Set the engine&apos;s memory share</source>
        <translation>Set the engine&apos;s memory share</translation>
    </message>
    <message>
        <source>Tokens per forward pass</source>
        <translation>Tokens per forward pass</translation>
    </message>
    <message>
        <source>Set tokens per forward pass</source>
        <translation>Set tokens per forward pass</translation>
    </message>
    <message>
        <source>Mixed-precision training (DeepSpeed, Megatron-LM, FSDP) updates an fp32 copy of the 16-bit weights; pure bf16 training (e.g. torchtune) updates the weights in place and needs no copy</source>
        <translation>Mixed-precision training (DeepSpeed, Megatron-LM, FSDP) updates an fp32 copy of the 16-bit weights; pure bf16 training (e.g. torchtune) updates the weights in place and needs no copy</translation>
    </message>
    <message>
        <source>Each weight is updated as soon as its gradient is ready and the gradient is freed (torchtune: optimizer_in_bwd), so only the largest tensor&apos;s gradient is held; no gradient accumulation</source>
        <translation>Each weight is updated as soon as its gradient is ready and the gradient is freed (torchtune: optimizer_in_bwd), so only the largest tensor&apos;s gradient is held; no gradient accumulation</translation>
    </message>
    <message>
        <source>Saved activations in CPU memory (offload)</source>
        <translation>Saved activations in CPU memory (offload)</translation>
    </message>
    <message>
        <source>Activations saved for the backward pass wait in CPU memory and come back layer by layer (torchtune: enable_activation_offloading); the GPU keeps the layers in flight</source>
        <translation>Activations saved for the backward pass wait in CPU memory and come back layer by layer (torchtune: enable_activation_offloading); the GPU keeps the layers in flight</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Global batch</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, all GPUs together; gradients are synchronised once per step, and micro-batches beyond what the GPUs run at once are accumulated</source>
        <translation>Sequences per optimizer step, all GPUs together; gradients are synchronised once per step, and micro-batches beyond what the GPUs run at once are accumulated</translation>
    </message>
    <message>
        <source>Set the global batch</source>
        <translation>Set the global batch</translation>
    </message>
    <message>
        <source>Tensor parallel GPUs</source>
        <translation>Tensor parallel GPUs</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s matrices are split over (Megatron-LM); they talk every layer, so keep them inside one server</source>
        <translation>GPUs each layer&apos;s matrices are split over (Megatron-LM); they talk every layer, so keep them inside one server</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline stages</translation>
    </message>
    <message>
        <source>Stages the layers are split into; each stage waits while the pipeline fills and drains</source>
        <translation>Stages the layers are split into; each stage waits while the pipeline fills and drains</translation>
    </message>
    <message>
        <source>Expert parallel GPUs</source>
        <translation>Expert parallel GPUs</translation>
    </message>
    <message>
        <source>Mixture of experts: GPUs the experts are spread over, each holding a share of them; tokens travel to their experts and back every layer</source>
        <translation>Mixture of experts: GPUs the experts are spread over, each holding a share of them; tokens travel to their experts and back every layer</translation>
    </message>
    <message>
        <source>fp32 master weights (+4 bytes per weight)</source>
        <translation>fp32 master weights (+4 bytes per weight)</translation>
    </message>
    <message>
        <source>Optimizer in backward (frees gradients)</source>
        <translation>Optimizer in backward (frees gradients)</translation>
    </message>
    <message>
        <source>Share of GPU memory to keep free</source>
        <translation>Share of GPU memory to keep free</translation>
    </message>
    <message>
        <source>Users per day</source>
        <translation>Users per day</translation>
    </message>
    <message>
        <source>Requests per user per day</source>
        <translation>Requests per user per day</translation>
    </message>
    <message>
        <source>Questions or calls each user sends on a day; a chat turn, an API call or a document to summarise is one request</source>
        <translation>Questions or calls each user sends on a day; a chat turn, an API call or a document to summarise is one request</translation>
    </message>
    <message>
        <source>Busiest hour&apos;s share of the day</source>
        <translation>Busiest hour&apos;s share of the day</translation>
    </message>
    <message>
        <source>Share of a day&apos;s requests that arrive in its busiest hour; the replicas are sized for that hour. 4.2% is an even spread over 24 hours, 10% a service used mostly in office hours</source>
        <translation>Share of a day&apos;s requests that arrive in its busiest hour; the replicas are sized for that hour. 4.2% is an even spread over 24 hours, 10% a service used mostly in office hours</translation>
    </message>
    <message>
        <source>Set the busiest hour&apos;s share</source>
        <translation>Set the busiest hour&apos;s share</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>Prompt tokens per request</translation>
    </message>
    <message>
        <source>Answer tokens per request</source>
        <translation>Answer tokens per request</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>Checkpoint size</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>Checkpoints kept</translation>
    </message>
    <message>
        <source>How many checkpoints the disks hold at once; each is the checkpoint size above</source>
        <translation>How many checkpoints the disks hold at once; each is the checkpoint size above</translation>
    </message>
    <message>
        <source>Disks kept after the job</source>
        <translation>Disks kept after the job</translation>
    </message>
    <message>
        <source>Days the disks stay (and are billed) after the job ends, until you delete them</source>
        <translation>Days the disks stay (and are billed) after the job ends, until you delete them</translation>
    </message>
    <message>
        <source>Save a checkpoint on reclaim notice</source>
        <translation>Save a checkpoint on reclaim notice</translation>
    </message>
    <message>
        <source>Spot platforms warn minutes before they reclaim an instance; a job that saves a checkpoint then loses those minutes instead of half a checkpoint interval</source>
        <translation>Spot platforms warn minutes before they reclaim an instance; a job that saves a checkpoint then loses those minutes instead of half a checkpoint interval</translation>
    </message>
    <message>
        <source>Full: each layer recomputed from its input</source>
        <translation>Full: each layer recomputed from its input</translation>
    </message>
    <message>
        <source>Selective: attention outputs and every other matrix product kept</source>
        <translation>Selective: attention outputs and every other matrix product kept</translation>
    </message>
    <message>
        <source>None: every activation kept</source>
        <translation>None: every activation kept</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <source>Number format of the weights. Full training in FP8 keeps the weights and gradients in bf16 and computes the linear layers in FP8; attention stays in bf16. A card without FP8 trains at bf16.</source>
        <translation>Number format of the weights. Full training in FP8 keeps the weights and gradients in bf16 and computes the linear layers in FP8; attention stays in bf16. A card without FP8 trains at bf16.</translation>
    </message>
    <message>
        <source> days</source>
        <extracomment>days</extracomment>
        <translation> days</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Compiled with torch.compile</source>
        <translation>Compiled with torch.compile</translation>
    </message>
    <message>
        <source>The training stack compiles the model (torchtitan and torchtune: compile = True; Hugging Face: torch_compile). Fused kernels ran 1.16–1.27 times as fast in published runs; the catalog&apos;s torch_compile_speedup applies</source>
        <translation>The training stack compiles the model (torchtitan and torchtune: compile = True; Hugging Face: torch_compile). Fused kernels ran 1.16–1.27 times as fast in published runs; the catalog&apos;s torch_compile_speedup applies</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the estimate should leave free; an option that fits with less is marked a tight fit. 5%: the estimate fell short of measured peaks by up to 6% (median 5%)</source>
        <translation>Share of each GPU&apos;s memory the estimate should leave free; an option that fits with less is marked a tight fit. 5%: the estimate fell short of measured peaks by up to 6% (median 5%)</translation>
    </message>
    <message>
        <source>Hide expert traffic behind computation</source>
        <translation>Hide expert traffic behind computation</translation>
    </message>
    <message>
        <source>The stack sends one micro-batch&apos;s tokens to their experts while it computes another&apos;s (Megatron Core: overlap_moe_expert_parallel_comm; DeepSeek-V3: DualPipe), so the all-to-alls cost time only where the computation is shorter. Off: each layer waits for its tokens, as in Megatron Core by default</source>
        <translation>The stack sends one micro-batch&apos;s tokens to their experts while it computes another&apos;s (Megatron Core: overlap_moe_expert_parallel_comm; DeepSeek-V3: DualPipe), so the all-to-alls cost time only where the computation is shorter. Off: each layer waits for its tokens, as in Megatron Core by default</translation>
    </message>
    <message>
        <source>Virtual stages per GPU</source>
        <translation>Virtual stages per GPU</translation>
    </message>
    <message>
        <source>Interleaved pipeline (Megatron Core: virtual_pipeline_model_parallel_size): each GPU holds this many separate runs of layers, so the pipeline fills and drains that many times faster, for a little more activation memory. 1: plain 1F1B</source>
        <translation>Interleaved pipeline (Megatron Core: virtual_pipeline_model_parallel_size): each GPU holds this many separate runs of layers, so the pipeline fills and drains that many times faster, for a little more activation memory. 1: plain 1F1B</translation>
    </message>
    <message>
        <source>Plan name</source>
        <translation>Plan name</translation>
    </message>
    <message>
        <source>Plan name in Chinese</source>
        <translation>Plan name in Chinese</translation>
    </message>
    <message>
        <source>Engine&apos;s sequence limit</source>
        <translation>Engine&apos;s sequence limit</translation>
    </message>
    <message>
        <source>Set the engine&apos;s sequence limit</source>
        <translation>Set the engine&apos;s sequence limit</translation>
    </message>
    <message>
        <source>Requests each replica serves at once (its batch): its KV cache holds their tokens, and replicas are added until the busiest hour is served. Higher runs each GPU fuller and needs fewer replicas, as far as memory and the latency target allow</source>
        <translation>Requests each replica serves at once (its batch): its KV cache holds their tokens, and replicas are added until the busiest hour is served. Higher runs each GPU fuller and needs fewer replicas, as far as memory and the latency target allow</translation>
    </message>
    <message>
        <source>Most tokens the engine runs through the model at once (vLLM: --max-num-batched-tokens); its start-up profiling reserves working memory for that many, and a longer prompt takes several passes, each reading all the weights. Unset: vLLM&apos;s own default, 8,192 on GPUs of 70 GiB or more other than the A100 and 2,048 on the others. Engines without chunked prefill use the context length</source>
        <translation>Most tokens the engine runs through the model at once (vLLM: --max-num-batched-tokens); its start-up profiling reserves working memory for that many, and a longer prompt takes several passes, each reading all the weights. Unset: vLLM&apos;s own default, 8,192 on GPUs of 70 GiB or more other than the A100 and 2,048 on the others. Engines without chunked prefill use the context length</translation>
    </message>
    <message>
        <source>Most sequences the engine runs at once (vLLM: --max-num-seqs); at start it reserves memory to sample that many. Unset: vLLM&apos;s own default, 1,024 on GPUs of 70 GiB or more other than the A100 and 256 on the others. Setting it to the concurrency leaves that memory to the KV cache</source>
        <translation>Most sequences the engine runs at once (vLLM: --max-num-seqs); at start it reserves memory to sample that many. Unset: vLLM&apos;s own default, 1,024 on GPUs of 70 GiB or more other than the A100 and 256 on the others. Setting it to the concurrency leaves that memory to the KV cache</translation>
    </message>
    <message>
        <source>First-token target</source>
        <translation>First-token target</translation>
    </message>
    <message>
        <source>Longest wait for the first token of a request that arrives alone (its prompt&apos;s prefill); options slower than that are left out. Under load a request also waits for the prompts before it: a load test checks that</source>
        <translation>Longest wait for the first token of a request that arrives alone (its prompt&apos;s prefill); options slower than that are left out. Under load a request also waits for the prompts before it: a load test checks that</translation>
    </message>
    <message>
        <source>Limit time to first token</source>
        <translation>Limit time to first token</translation>
    </message>
    <message>
        <source>PyTorch stacks (Hugging Face, DeepSpeed)</source>
        <translation>PyTorch stacks (Hugging Face, DeepSpeed)</translation>
    </message>
    <message>
        <source>Megatron-Core (NeMo, Megatron-LM)</source>
        <translation>Megatron-Core (NeMo, Megatron-LM)</translation>
    </message>
    <message>
        <source>Training framework</source>
        <translation>Training framework</translation>
    </message>
    <message>
        <source>Which software trains the model: PyTorch stacks (Hugging Face Trainer, DeepSpeed, torchtitan, torchtune, llm-foundry) or NVIDIA&apos;s Megatron-Core (Megatron-LM, NeMo, Megatron-Bridge). Where the catalog holds a framework&apos;s own published rate on the GPU, that rate replaces the common MFU: NVIDIA&apos;s Megatron-Core trains in FP8 on H100-class GPUs about 1.5 times as fast as PyTorch stacks do. Elsewhere the common figure applies</source>
        <translation>Which software trains the model: PyTorch stacks (Hugging Face Trainer, DeepSpeed, torchtitan, torchtune, llm-foundry) or NVIDIA&apos;s Megatron-Core (Megatron-LM, NeMo, Megatron-Bridge). Where the catalog holds a framework&apos;s own published rate on the GPU, that rate replaces the common MFU: NVIDIA&apos;s Megatron-Core trains in FP8 on H100-class GPUs about 1.5 times as fast as PyTorch stacks do. Elsewhere the common figure applies</translation>
    </message>
    <message>
        <source>Regions compared</source>
        <translation>Regions compared</translation>
    </message>
    <message>
        <source>Offerings compared</source>
        <translation>Offerings compared</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Context parallel GPUs</source>
        <translation>Context parallel GPUs</translation>
    </message>
    <message>
        <source>GPUs each sequence&apos;s tokens are split over (Megatron Core: context_parallel_size), for long sequences: each holds 1/n of the activations and the loss&apos;s logits, and they pass keys and values round a ring every layer while attention computes. They hold the same weights, so ZeRO shards over them too</source>
        <translation>GPUs each sequence&apos;s tokens are split over (Megatron Core: context_parallel_size), for long sequences: each holds 1/n of the activations and the loss&apos;s logits, and they pass keys and values round a ring every layer while attention computes. They hold the same weights, so ZeRO shards over them too</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping. Full: Hugging Face&apos;s gradient_checkpointing, DeepSpeed, Megatron-LM&apos;s full recompute (one more forward pass). Selective: PyTorch&apos;s selective checkpointing with torchtitan&apos;s default op policy (about a third of a forward recomputed). With Megatron-Core as the training framework, Selective is Megatron&apos;s own selective recompute: attention&apos;s core runs again and every activation is kept</source>
        <translation>What the backward pass recomputes instead of keeping. Full: Hugging Face&apos;s gradient_checkpointing, DeepSpeed, Megatron-LM&apos;s full recompute (one more forward pass). Selective: PyTorch&apos;s selective checkpointing with torchtitan&apos;s default op policy (about a third of a forward recomputed). With Megatron-Core as the training framework, Selective is Megatron&apos;s own selective recompute: attention&apos;s core runs again and every activation is kept</translation>
    </message>
    <message>
        <source>fp32 gradients (+2 bytes per weight)</source>
        <translation>fp32 gradients (+2 bytes per weight)</translation>
    </message>
    <message>
        <source>Gradients are summed and reduced across GPUs in fp32 instead of the weights&apos; 16-bit type (Megatron Core: grad_reduce_in_fp32; Megatron-LM and Megatron-Bridge turn it on with bf16, NVIDIA&apos;s speed recipes turn it off): a 4-byte gradient per weight and twice the gradient traffic</source>
        <translation>Gradients are summed and reduced across GPUs in fp32 instead of the weights&apos; 16-bit type (Megatron Core: grad_reduce_in_fp32; Megatron-LM and Megatron-Bridge turn it on with bf16, NVIDIA&apos;s speed recipes turn it off): a 4-byte gradient per weight and twice the gradient traffic</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>whole-card rental</source>
        <translation>whole-card rental</translation>
    </message>
    <message>
        <source>GPU slice</source>
        <translation>GPU slice</translation>
    </message>
    <message>
        <source>spot instance</source>
        <translation>spot instance</translation>
    </message>
    <message>
        <source>cloud GPU server instance</source>
        <translation>cloud GPU server instance</translation>
    </message>
    <message>
        <source>whole-machine rental</source>
        <translation>whole-machine rental</translation>
    </message>
    <message>
        <source>Beijing</source>
        <translation>Beijing</translation>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>Shanghai</translation>
    </message>
    <message>
        <source>Shenzhen</source>
        <translation>Shenzhen</translation>
    </message>
    <message>
        <source>Guizhou</source>
        <translation>Guizhou</translation>
    </message>
    <message>
        <source>Inner Mongolia</source>
        <translation>Inner Mongolia</translation>
    </message>
    <message>
        <source>Ningxia</source>
        <translation>Ningxia</translation>
    </message>
    <message>
        <source>Gansu</source>
        <translation>Gansu</translation>
    </message>
    <message>
        <source>pay-as-you-go (hourly)</source>
        <translation>pay-as-you-go (hourly)</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>daily</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>weekly</translation>
    </message>
    <message>
        <source>monthly subscription</source>
        <translation>monthly subscription</translation>
    </message>
    <message>
        <source>yearly subscription</source>
        <translation>yearly subscription</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <translation>does not fit in GPU memory</translation>
    </message>
    <message>
        <source>runs over a week on a slice: a whole card is safer</source>
        <translation>runs over a week on a slice: a whole card is safer</translation>
    </message>
    <message>
        <source>shared vGPU: no physical isolation, neighbours slow it 20–30%</source>
        <translation>shared vGPU: no physical isolation, neighbours slow it 20–30%</translation>
    </message>
    <message>
        <source>does not finish within the rental period</source>
        <translation>does not finish within the rental period</translation>
    </message>
    <message>
        <source>GPU lacks this precision; a slower one is assumed</source>
        <translation>GPU lacks this precision; a slower one is assumed</translation>
    </message>
    <message>
        <source>cannot serve the requested load</source>
        <translation>cannot serve the requested load</translation>
    </message>
    <message>
        <source>can be reclaimed at any time: needs checkpoint/resume</source>
        <translation>can be reclaimed at any time: needs checkpoint/resume</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>inference serving</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA fine-tuning</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA fine-tuning</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>full fine-tuning</translation>
    </message>
    <message>
        <source>pretraining</source>
        <translation>pretraining</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>weights</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>optimizer states</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA adapters</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>framework overhead</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>compute</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>storage</translation>
    </message>
    <message>
        <source>vGPU %1%</source>
        <translation>vGPU %1%</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>communication between GPUs takes over half the compute time</source>
        <translation>communication between GPUs takes over half the compute time</translation>
    </message>
    <message>
        <source>misses the latency target even one request at a time</source>
        <translation>misses the latency target even one request at a time</translation>
    </message>
    <message>
        <source>the attention heads do not split evenly over these GPUs</source>
        <translation>the attention heads do not split evenly over these GPUs</translation>
    </message>
    <message>
        <source>idle (paid, unused)</source>
        <translation>idle (paid, unused)</translation>
    </message>
    <message>
        <source>rework after reclaims</source>
        <translation>rework after reclaims</translation>
    </message>
    <message>
        <source>left out: does not fit in memory</source>
        <translation>left out: does not fit in memory</translation>
    </message>
    <message>
        <source>runs over a week: a whole card is the safer choice</source>
        <translation>runs over a week: a whole card is the safer choice</translation>
    </message>
    <message>
        <source>full fine-tuning and pretraining belong on whole cards</source>
        <translation>full fine-tuning and pretraining belong on whole cards</translation>
    </message>
    <message>
        <source>light serving fits one slice: no need for a whole card</source>
        <translation>light serving fits one slice: no need for a whole card</translation>
    </message>
    <message>
        <source>close to users: low latency for serving</source>
        <translation>close to users: low latency for serving</translation>
    </message>
    <message>
        <source>far from users: higher latency for serving</source>
        <translation>far from users: higher latency for serving</translation>
    </message>
    <message>
        <source>spot: save checkpoints often and resume after a reclaim</source>
        <translation>spot: save checkpoints often and resume after a reclaim</translation>
    </message>
    <message>
        <source>lowest total cost</source>
        <translation>lowest total cost</translation>
    </message>
    <message>
        <source>Ask for nvidia-smi output: MIG instance IDs and separate memory, not Docker sharing</source>
        <translation>Ask for nvidia-smi output: MIG instance IDs and separate memory, not Docker sharing</translation>
    </message>
    <message>
        <source>Rent an hour and load it: if the clock falls under 70% of nominal, take an on-demand whole card</source>
        <translation>Rent an hour and load it: if the clock falls under 70% of nominal, take an on-demand whole card</translation>
    </message>
    <message>
        <source>Check the disks (often a 30 GB system disk) and the shared ~1 Gbps intranet</source>
        <translation>Check the disks (often a 30 GB system disk) and the shared ~1 Gbps intranet</translation>
    </message>
    <message>
        <source>Multi-GPU training: rule out slices (NCCL all-reduce timeouts)</source>
        <translation>Multi-GPU training: rule out slices (NCCL all-reduce timeouts)</translation>
    </message>
    <message>
        <source>price entry is older than the catalog&apos;s staleness limit: check it</source>
        <translation>price entry is older than the catalog&apos;s staleness limit: check it</translation>
    </message>
    <message>
        <source>data preparation</source>
        <translation>data preparation</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>ZeRO splits model states across GPUs; with one GPU it saves nothing.</source>
        <translation>ZeRO splits model states across GPUs; with one GPU it saves nothing.</translation>
    </message>
    <message>
        <source>A rank above the hidden size (%1) saves nothing over full fine-tuning.</source>
        <translation>A rank above the hidden size (%1) saves nothing over full fine-tuning.</translation>
    </message>
    <message>
        <source>Shorter than one request (%1 tokens of prompt and output): serving engines refuse such requests, and the estimate does not hold; raise it.</source>
        <translation>Shorter than one request (%1 tokens of prompt and output): serving engines refuse such requests, and the estimate does not hold; raise it.</translation>
    </message>
    <message>
        <source>left out: does not finish within the rental period</source>
        <translation>left out: does not finish within the rental period</translation>
    </message>
    <message>
        <source>left out: even one request at a time takes longer than the latency target</source>
        <translation>left out: even one request at a time takes longer than the latency target</translation>
    </message>
    <message>
        <source>data transfer</source>
        <translation>data transfer</translation>
    </message>
    <message>
        <source>A shared vGPU has no physical isolation: ask how its memory is capped and what happens when a neighbour runs out (CUDA OOM)</source>
        <translation>A shared vGPU has no physical isolation: ask how its memory is capped and what happens when a neighbour runs out (CUDA OOM)</translation>
    </message>
    <message>
        <source>AdamW, fp32 states (8 bytes per weight)</source>
        <translation>AdamW, fp32 states (8 bytes per weight)</translation>
    </message>
    <message>
        <source>AdamW, bf16 states (4 bytes per weight)</source>
        <translation>AdamW, bf16 states (4 bytes per weight)</translation>
    </message>
    <message>
        <source>8-bit AdamW (2 bytes per weight)</source>
        <translation>8-bit AdamW (2 bytes per weight)</translation>
    </message>
    <message>
        <source>SGD with momentum (4 bytes per weight)</source>
        <translation>SGD with momentum (4 bytes per weight)</translation>
    </message>
    <message>
        <source>Tensor × pipeline parallel GPUs (%1) must divide the GPU count; the rest run as data-parallel copies.</source>
        <translation>Tensor × pipeline parallel GPUs (%1) must divide the GPU count; the rest run as data-parallel copies.</translation>
    </message>
    <message>
        <source>Expert parallelism must divide both the experts and the %1 GPUs that hold the same weights (data-parallel copies × context-parallel GPUs).</source>
        <translation>Expert parallelism must divide both the experts and the %1 GPUs that hold the same weights (data-parallel copies × context-parallel GPUs).</translation>
    </message>
    <message>
        <source>Longer than the model takes (%1 tokens); serving engines refuse a longer context.</source>
        <translation>Longer than the model takes (%1 tokens); serving engines refuse a longer context.</translation>
    </message>
    <message>
        <source>left out: even the most replicas counted cannot serve the requests per day</source>
        <translation>left out: even the most replicas counted cannot serve the requests per day</translation>
    </message>
    <message>
        <source>first: the cheapest option no rule of thumb counts against (cheaper ones break a rule)</source>
        <translation>first: the cheapest option no rule of thumb counts against (cheaper ones break a rule)</translation>
    </message>
    <message>
        <source>first although a rule of thumb counts against it: every option that fits breaks one</source>
        <translation>first although a rule of thumb counts against it: every option that fits breaks one</translation>
    </message>
    <message>
        <source>ranked after every option no rule of thumb counts against</source>
        <translation>ranked after every option no rule of thumb counts against</translation>
    </message>
    <message>
        <source>Needs %1× %2 with tensor parallelism</source>
        <translation>Needs %1× %2 with tensor parallelism</translation>
    </message>
    <message>
        <source>Needs %1× %2 with ZeRO-%3</source>
        <translation>Needs %1× %2 with ZeRO-%3</translation>
    </message>
    <message>
        <source>Needs %1× %2</source>
        <translation>Needs %1× %2</translation>
    </message>
    <message>
        <source>No MIG slice of %1 holds it, and slices cannot be combined</source>
        <translation>No MIG slice of %1 holds it, and slices cannot be combined</translation>
    </message>
    <message>
        <source>Needs a larger slice, MIG %1 or more; slices cannot be combined</source>
        <translation>Needs a larger slice, MIG %1 or more; slices cannot be combined</translation>
    </message>
    <message>
        <source>Needs a larger share, vGPU %1% or more; shares cannot be combined</source>
        <translation>Needs a larger share, vGPU %1% or more; shares cannot be combined</translation>
    </message>
    <message>
        <source>No share of %1 holds it, and shares cannot be combined</source>
        <translation>No share of %1 holds it, and shares cannot be combined</translation>
    </message>
    <message>
        <source>No number of %1 holds it, even with ZeRO-3</source>
        <translation>No number of %1 holds it, even with ZeRO-3</translation>
    </message>
    <message>
        <source>No number of %1 in one server holds it, even with tensor parallelism</source>
        <translation>No number of %1 in one server holds it, even with tensor parallelism</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Save checkpoints at regular intervals to storage that outlives the instance (object storage), not only to its own disk</source>
        <translation>Save checkpoints at regular intervals to storage that outlives the instance (object storage), not only to its own disk</translation>
    </message>
    <message>
        <source>Before paying ahead, run one small complete job on a pay-as-you-go instance of the same kind: drivers, framework and speed</source>
        <translation>Before paying ahead, run one small complete job on a pay-as-you-go instance of the same kind: drivers, framework and speed</translation>
    </message>
    <message>
        <source>eastern first-tier city</source>
        <translation>eastern first-tier city</translation>
    </message>
    <message>
        <source>western hub</source>
        <translation>western hub</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>the same cost as the recommended option</source>
        <translation>the same cost as the recommended option</translation>
    </message>
    <message>
        <source>%1 %2 (%3%) more than the recommended option</source>
        <translation>%1 %2 (%3%) more than the recommended option</translation>
    </message>
    <message>
        <source>%1 %2 (%3%) cheaper than the recommended option</source>
        <translation>%1 %2 (%3%) cheaper than the recommended option</translation>
    </message>
    <message>
        <source>minimum-term top-up</source>
        <translation>minimum-term top-up</translation>
    </message>
    <message>
        <source>vGPU 1/%1 card</source>
        <translation>vGPU 1/%1 card</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>currency after an amount: 元 in Chinese</comment>
        <translation>CNY</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>currency after an amount: 美元 in Chinese</comment>
        <translation>USD</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a label before its value</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a name and what is said of it</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation>%1 h (%2 days)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 billion</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 million</translation>
    </message>
    <message>
        <source>%1: %2 %3 top-up</source>
        <translation>%1: %2 %3 top-up</translation>
    </message>
    <message>
        <source>western hub: cheaper than the same rental in an eastern city, and latency does not matter for training</source>
        <translation>western hub: cheaper than the same rental in an eastern city, and latency does not matter for training</translation>
    </message>
    <message>
        <source>its source states a minimum rental term longer than needed</source>
        <translation>its source states a minimum rental term longer than needed</translation>
    </message>
    <message>
        <source>container rental site</source>
        <translation>container rental site</translation>
    </message>
    <message>
        <source>public cloud GPU VM</source>
        <translation>public cloud GPU VM</translation>
    </message>
    <message>
        <source>bare-metal machine</source>
        <translation>bare-metal machine</translation>
    </message>
    <message>
        <source>cannot stop: billed until returned</source>
        <translation>cannot stop: billed until returned</translation>
    </message>
    <message>
        <source>economical stop: disks and IP still billed</source>
        <translation>economical stop: disks and IP still billed</translation>
    </message>
    <message>
        <source>power off: only paid disk billed</source>
        <translation>power off: only paid disk billed</translation>
    </message>
    <message>
        <source>fixed hours per month</source>
        <translation>fixed hours per month</translation>
    </message>
    <message>
        <source>calendar month (to the same date)</source>
        <translation>calendar month (to the same date)</translation>
    </message>
    <message>
        <source>stopped time</source>
        <translation>stopped time</translation>
    </message>
    <message>
        <source>outbound traffic</source>
        <translation>outbound traffic</translation>
    </message>
    <message>
        <source>disks kept after the job</source>
        <translation>disks kept after the job</translation>
    </message>
    <message>
        <source>cannot stop</source>
        <translation>cannot stop</translation>
    </message>
    <message>
        <source>economical stop</source>
        <translation>economical stop</translation>
    </message>
    <message>
        <source>power off</source>
        <translation>power off</translation>
    </message>
    <message>
        <source>fixed hours</source>
        <translation>fixed hours</translation>
    </message>
    <message>
        <source>calendar month</source>
        <translation>calendar month</translation>
    </message>
    <message>
        <source>the platform releases a stopped instance and its disks sooner than you keep them: move the checkpoints to object storage</source>
        <translation>the platform releases a stopped instance and its disks sooner than you keep them: move the checkpoints to object storage</translation>
    </message>
    <message>
        <source>the cheapest in %1% of cases</source>
        <translation>the cheapest in %1% of cases</translation>
    </message>
    <message>
        <source>cheaper than the recommended option in %1% of cases</source>
        <translation>cheaper than the recommended option in %1% of cases</translation>
    </message>
    <message>
        <source>a tie with the recommended option: cheaper in %1% of cases, dearer in the rest</source>
        <translation>a tie with the recommended option: cheaper in %1% of cases, dearer in the rest</translation>
    </message>
    <message>
        <source>a tie with the recommended option: cheaper in %1% of cases, dearer in the rest; %2 decides it: %3</source>
        <translation>a tie with the recommended option: cheaper in %1% of cases, dearer in the rest; %2 decides it: %3</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>measure your training tokens/s on the card</source>
        <translation>measure your training tokens/s on the card</translation>
    </message>
    <message>
        <source>decoding speed</source>
        <translation>decoding speed</translation>
    </message>
    <message>
        <source>measure tokens/s of one request on the card</source>
        <translation>measure tokens/s of one request on the card</translation>
    </message>
    <message>
        <source>slice contention</source>
        <translation>slice contention</translation>
    </message>
    <message>
        <source>run a trial on the slice at a busy hour</source>
        <translation>run a trial on the slice at a busy hour</translation>
    </message>
    <message>
        <source>reclaim rate</source>
        <translation>reclaim rate</translation>
    </message>
    <message>
        <source>ask the platform how often spot instances are reclaimed</source>
        <translation>ask the platform how often spot instances are reclaimed</translation>
    </message>
    <message>
        <source>restart time</source>
        <translation>restart time</translation>
    </message>
    <message>
        <source>time a restart from a checkpoint</source>
        <translation>time a restart from a checkpoint</translation>
    </message>
    <message>
        <source>price over the rental</source>
        <translation>price over the rental</translation>
    </message>
    <message>
        <source>get a real quote</source>
        <translation>get a real quote</translation>
    </message>
    <message>
        <source>measure peak memory with your framework</source>
        <translation>measure peak memory with your framework</translation>
    </message>
    <message>
        <source>tokens to train</source>
        <translation>tokens to train</translation>
    </message>
    <message>
        <source>count the tokens of your dataset and epochs</source>
        <translation>count the tokens of your dataset and epochs</translation>
    </message>
    <message>
        <source>requests per day</source>
        <translation>requests per day</translation>
    </message>
    <message>
        <source>read your request logs</source>
        <translation>read your request logs</translation>
    </message>
    <message>
        <source>runs out of GPU memory in %1% of cases (the framework&apos;s overhead is uncertain)</source>
        <translation>runs out of GPU memory in %1% of cases (the framework&apos;s overhead is uncertain)</translation>
    </message>
    <message>
        <source>In 8 of 10 cases it costs %1–%2 %3.</source>
        <translation>In 8 of 10 cases it costs %1–%2 %3.</translation>
    </message>
    <message>
        <source>In 8 of 10 cases it costs %1–%2 %3 and takes %4–%5 h.</source>
        <translation>In 8 of 10 cases it costs %1–%2 %3 and takes %4–%5 h.</translation>
    </message>
    <message>
        <source>no compared option can do it</source>
        <translation>no compared option can do it</translation>
    </message>
    <message>
        <source>the chosen option lacks the GPU memory</source>
        <translation>the chosen option lacks the GPU memory</translation>
    </message>
    <message>
        <source>would run for more than 20 years</source>
        <translation>would run for more than 20 years</translation>
    </message>
    <message>
        <source>the option cannot carry the load, even with the most replicas</source>
        <translation>the option cannot carry the load, even with the most replicas</translation>
    </message>
    <message>
        <source>priced</source>
        <translation>priced</translation>
    </message>
    <message>
        <source>from month %1 the option cannot carry the load, even with the most replicas</source>
        <translation>from month %1 the option cannot carry the load, even with the most replicas</translation>
    </message>
    <message>
        <source>%1, %2→%3 GPUs as the load grows</source>
        <translation>%1, %2→%3 GPUs as the load grows</translation>
    </message>
    <message>
        <source>The budget of %1 runs out by %2 at the latest (the phases without a price would only bring that day forward).</source>
        <translation>The budget of %1 runs out by %2 at the latest (the phases without a price would only bring that day forward).</translation>
    </message>
    <message>
        <source>Whether the budget of %1 is enough cannot be told: %2 is spent on the priced phases, and the phases without a price are not in it.</source>
        <translation>Whether the budget of %1 is enough cannot be told: %2 is spent on the priced phases, and the phases without a price are not in it.</translation>
    </message>
    <message>
        <source>The budget of %1 is enough: %2 is left at the end.</source>
        <translation>The budget of %1 is enough: %2 is left at the end.</translation>
    </message>
    <message>
        <source>The budget of %1 runs out on %2; the project costs %3 more than that.</source>
        <translation>The budget of %1 runs out on %2; the project costs %3 more than that.</translation>
    </message>
    <message>
        <source>Smaller than one micro-batch on every data-parallel GPU; each step takes %1 sequences.</source>
        <translation>Smaller than one micro-batch on every data-parallel GPU; each step takes %1 sequences.</translation>
    </message>
    <message>
        <source>Training frameworks keep the weights being trained in bf16, fp16 or fp32 (FP8 training too); int8 and int4 suit serving and a LoRA or QLoRA base. The estimate takes the format as chosen.</source>
        <translation>Training frameworks keep the weights being trained in bf16, fp16 or fp32 (FP8 training too); int8 and int4 suit serving and a LoRA or QLoRA base. The estimate takes the format as chosen.</translation>
    </message>
    <message>
        <source>Less than one optimizer step (%1 tokens on these GPUs): most GPUs would wait, while the time shown counts them all at work. Use fewer GPUs or more tokens.</source>
        <translation>Less than one optimizer step (%1 tokens on these GPUs): most GPUs would wait, while the time shown counts them all at work. Use fewer GPUs or more tokens.</translation>
    </message>
    <message>
        <source>Cheaper but ranked lower: %1 in %2, %3 %4 (%5).</source>
        <translation>Cheaper but ranked lower: %1 in %2, %3 %4 (%5).</translation>
    </message>
    <message>
        <source>DeepSpeed does not run ZeRO-2 or ZeRO-3 with pipeline parallelism, and Megatron-LM shards only the optimizer states (as ZeRO-1 does); the estimate takes the stage as given.</source>
        <translation>DeepSpeed does not run ZeRO-2 or ZeRO-3 with pipeline parallelism, and Megatron-LM shards only the optimizer states (as ZeRO-1 does); the estimate takes the stage as given.</translation>
    </message>
    <message>
        <source>The model has no experts: expert parallelism does not apply and is ignored.</source>
        <translation>The model has no experts: expert parallelism does not apply and is ignored.</translation>
    </message>
    <message>
        <source>Not a whole number of micro-batches on every data-parallel GPU; each step takes %1 sequences.</source>
        <translation>Not a whole number of micro-batches on every data-parallel GPU; each step takes %1 sequences.</translation>
    </message>
    <message>
        <source>no published FP8 training run on this card: counted at bf16 speed, no FP8 gain</source>
        <translation>no published FP8 training run on this card: counted at bf16 speed, no FP8 gain</translation>
    </message>
    <message>
        <source>short, checkpointable run: the rule of thumb favours a slice or spot card</source>
        <translation>short, checkpointable run: the rule of thumb favours a slice or spot card</translation>
    </message>
    <message>
        <source>Longer than the model&apos;s context (%1 tokens): extend its position encoding (RoPE scaling) before training at this length.</source>
        <translation>Longer than the model&apos;s context (%1 tokens): extend its position encoding (RoPE scaling) before training at this length.</translation>
    </message>
    <message>
        <source>one job over several slices: no NVLink between them, NCCL timeouts likely</source>
        <translation>one job over several slices: no NVLink between them, NCCL timeouts likely</translation>
    </message>
    <message>
        <source>left out: one job, a training run or a copy of the model, should not span several slices</source>
        <translation>left out: one job, a training run or a copy of the model, should not span several slices</translation>
    </message>
    <message>
        <source>No requests a day: the cost is one replica rented for the whole period, idle.</source>
        <translation>No requests a day: the cost is one replica rented for the whole period, idle.</translation>
    </message>
    <message>
        <source>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) it fits as rented</source>
        <translation>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) it fits as rented</translation>
    </message>
    <message>
        <source>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) %2× %3 with ZeRO-%4 hold it</source>
        <translation>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) %2× %3 with ZeRO-%4 hold it</translation>
    </message>
    <message>
        <source>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) %2× %3 hold it</source>
        <translation>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) %2× %3 hold it</translation>
    </message>
    <message>
        <source>Tensor parallelism splits each layer&apos;s %1 attention heads, its KV heads and its MLP evenly over its GPUs, and Megatron-LM refuses a size that does not divide them all; the estimate uses the largest size that does.</source>
        <translation>Tensor parallelism splits each layer&apos;s %1 attention heads, its KV heads and its MLP evenly over its GPUs, and Megatron-LM refuses a size that does not divide them all; the estimate uses the largest size that does.</translation>
    </message>
    <message>
        <source>Below the concurrency: the engine runs at most %1 sequences at once and the other requests wait, so the estimate batches %1 on each replica.</source>
        <translation>Below the concurrency: the engine runs at most %1 sequences at once and the other requests wait, so the estimate batches %1 on each replica.</translation>
    </message>
    <message>
        <source>Needs %1× %2 with tensor parallelism %3 and ZeRO-%4</source>
        <translation>Needs %1× %2 with tensor parallelism %3 and ZeRO-%4</translation>
    </message>
    <message>
        <source>Needs %1× %2 with tensor parallelism %3</source>
        <translation>Needs %1× %2 with tensor parallelism %3</translation>
    </message>
    <message>
        <source>left out: serving engines such as vLLM refuse to split the attention heads unevenly over a replica&apos;s GPUs; choose a GPU count that divides them</source>
        <translation>left out: serving engines such as vLLM refuse to split the attention heads unevenly over a replica&apos;s GPUs; choose a GPU count that divides them</translation>
    </message>
    <message>
        <source>%1–%2 GiB (vLLM reserves more by default on GPUs of %3 GiB or more other than the %4)</source>
        <translation>%1–%2 GiB (vLLM reserves more by default on GPUs of %3 GiB or more other than the %4)</translation>
    </message>
    <message>
        <source>Tensor parallelism splits the model&apos;s %1 attention heads over the GPUs, and its KV heads too (or copies each to a whole number of GPUs); this count does not divide them, and servers such as vLLM refuse it.</source>
        <translation>Tensor parallelism splits the model&apos;s %1 attention heads over the GPUs, and its KV heads too (or copies each to a whole number of GPUs); this count does not divide them, and servers such as vLLM refuse it.</translation>
    </message>
    <message>
        <source>Fewer than the %1 sequences the engine may run at once (max_num_seqs, else vLLM&apos;s default for the GPU, at least this many); vLLM refuses to start with a step smaller than that.</source>
        <translation>Fewer than the %1 sequences the engine may run at once (max_num_seqs, else vLLM&apos;s default for the GPU, at least this many); vLLM refuses to start with a step smaller than that.</translation>
    </message>
    <message>
        <source>fewer tokens per forward pass than the engine&apos;s sequence limit on this GPU: vLLM refuses to start</source>
        <translation>fewer tokens per forward pass than the engine&apos;s sequence limit on this GPU: vLLM refuses to start</translation>
    </message>
    <message>
        <source>left out: on this GPU vLLM would run more sequences at once than tokens per forward pass and refuses to start; set the engine&apos;s sequence limit or raise the tokens per forward pass</source>
        <translation>left out: on this GPU vLLM would run more sequences at once than tokens per forward pass and refuses to start; set the engine&apos;s sequence limit or raise the tokens per forward pass</translation>
    </message>
    <message>
        <source>spot: each reclaim takes the service down until a new instance is up</source>
        <translation>spot: each reclaim takes the service down until a new instance is up</translation>
    </message>
    <message>
        <source>tight fit: leaves less memory free than the headroom asked for, so the training run may run out of memory</source>
        <translation>tight fit: leaves less memory free than the headroom asked for, so the training run may run out of memory</translation>
    </message>
    <message>
        <source>tight fit: leaves less memory free than the headroom asked for, so the service may hold fewer requests at once than planned</source>
        <translation>tight fit: leaves less memory free than the headroom asked for, so the service may hold fewer requests at once than planned</translation>
    </message>
    <message>
        <source>misses the first-token target even for a request that arrives alone</source>
        <translation>misses the first-token target even for a request that arrives alone</translation>
    </message>
    <message>
        <source>left out: even a request that arrives alone waits longer for its first token than the target</source>
        <translation>left out: even a request that arrives alone waits longer for its first token than the target</translation>
    </message>
    <message>
        <source>far from users, but the round trip is small beside the wait for the first token</source>
        <translation>far from users, but the round trip is small beside the wait for the first token</translation>
    </message>
    <message>
        <source>The catalog has no rate of this framework&apos;s own for the compared GPUs at this precision, so the common MFU applies and the estimate is as for PyTorch stacks.</source>
        <translation>The catalog has no rate of this framework&apos;s own for the compared GPUs at this precision, so the common MFU applies and the estimate is as for PyTorch stacks.</translation>
    </message>
    <message>
        <source>Context-parallel GPUs must divide the %1 GPUs left after tensor and pipeline parallelism; the estimate uses the largest size that does.</source>
        <translation>Context-parallel GPUs must divide the %1 GPUs left after tensor and pipeline parallelism; the estimate uses the largest size that does.</translation>
    </message>
    <message>
        <source>Context parallelism cuts each sequence into %1 equal chunks (two a GPU, to balance causal attention): Megatron Core needs the sequence length to be a multiple of %1.</source>
        <translation>Context parallelism cuts each sequence into %1 equal chunks (two a GPU, to balance causal attention): Megatron Core needs the sequence length to be a multiple of %1.</translation>
    </message>
    <message>
        <source>Context parallelism runs only on FlashAttention or Transformer Engine&apos;s fused attention.</source>
        <translation>Context parallelism runs only on FlashAttention or Transformer Engine&apos;s fused attention.</translation>
    </message>
    <message>
        <source>%1; with context parallelism over %2 GPUs (context_parallel_size) it fits as rented</source>
        <translation>%1; with context parallelism over %2 GPUs (context_parallel_size) it fits as rented</translation>
    </message>
    <message>
        <source>%1; with full recomputation (gradient_checkpointing &quot;full&quot;) it fits as rented</source>
        <translation>%1; with full recomputation (gradient_checkpointing &quot;full&quot;) it fits as rented</translation>
    </message>
    <message>
        <source>rented in whole units of another GPU count than yours: the estimate runs the job on all of them, with other tensor, pipeline or context-parallel sizes than on yours (each the largest up to the one you set that divides)</source>
        <translation>rented in whole units of another GPU count than yours: the estimate runs the job on all of them, with other tensor, pipeline or context-parallel sizes than on yours (each the largest up to the one you set that divides)</translation>
    </message>
    <message>
        <source>Megatron-LM and Megatron-Bridge sum and reduce gradients in fp32 unless told not to (grad_reduce_in_fp32): 2 bytes more per weight than shown. NVIDIA&apos;s speed recipes turn it off.</source>
        <translation>Megatron-LM and Megatron-Bridge sum and reduce gradients in fp32 unless told not to (grad_reduce_in_fp32): 2 bytes more per weight than shown. NVIDIA&apos;s speed recipes turn it off.</translation>
    </message>
</context>
<context>
    <name>OptionColumns</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 req/day per replica, %2 tokens/s, %3 s per request</source>
        <translation>%1 req/day per replica, %2 tokens/s, %3 s per request</translation>
    </message>
    <message>
        <source>Memory alone needs %1 GPU(s) of this kind.</source>
        <translation>Memory alone needs %1 GPU(s) of this kind.</translation>
    </message>
    <message>
        <source>Smallest MIG profile that fits one copy: %1</source>
        <translation>Smallest MIG profile that fits one copy: %1</translation>
    </message>
    <message>
        <source>Option ID</source>
        <translation>Option ID</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>MIG profile</source>
        <translation>MIG profile</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Latency to users (ms)</source>
        <translation>Latency to users (ms)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Fits in memory</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Fits</translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation>GB/GPU</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Memory per GPU</translation>
    </message>
    <message>
        <source>GPU hours</source>
        <translation>GPU hours</translation>
    </message>
    <message>
        <source>Time and throughput</source>
        <translation>Time and throughput</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>Billing</translation>
    </message>
    <message>
        <source>Billed units</source>
        <translation>Billed units</translation>
    </message>
    <message>
        <source>Billed units by plan</source>
        <translation>Billed units by plan</translation>
    </message>
    <message>
        <source>Compute cost</source>
        <translation>Compute cost</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Storage cost</source>
        <translation>Storage cost</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Data transfer cost</source>
        <translation>Data transfer cost</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Transfer</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>Idle cost</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Idle</translation>
    </message>
    <message>
        <source>Data preparation cost</source>
        <translation>Data preparation cost</translation>
    </message>
    <message>
        <source>Rework cost</source>
        <translation>Rework cost</translation>
    </message>
    <message>
        <source>Prep, rework, terms</source>
        <translation>Prep, rework, terms</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Total cost</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnings</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>Reasons</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>Checklist</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>KV cache room per replica: %1 tokens, as a serving engine reports at start.</source>
        <translation>KV cache room per replica: %1 tokens, as a serving engine reports at start.</translation>
    </message>
    <message>
        <source>KV cache capacity (tokens)</source>
        <translation>KV cache capacity (tokens)</translation>
    </message>
    <message numerus="yes">
        <source>%n copies of the model, each on %1 GPU(s), carry the busiest hour; one copy serves %2 requests an hour.</source>
        <translation>
            <numerusform>One copy of the model on %1 GPU(s) carries the busiest hour; it serves %2 requests an hour.</numerusform>
            <numerusform>%n copies of the model, each on %1 GPU(s), carry the busiest hour; one copy serves %2 requests an hour.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Replicas</translation>
    </message>
    <message>
        <source>Runs %1 h; the plans bill %2 h per rented unit: %3.</source>
        <translation>Runs %1 h; the plans bill %2 h per rented unit: %3.</translation>
    </message>
    <message>
        <source>Running hours</source>
        <translation>Running hours</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>Billed hours</translation>
    </message>
    <message>
        <source>Needed per GPU against the usable part of %1.</source>
        <translation>Needed per GPU against the usable part of %1.</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Memory per GPU (GiB)</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>GiB/GPU</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>Headroom (GiB)</source>
        <translation>Headroom (GiB)</translation>
    </message>
    <message>
        <source>Hours run</source>
        <translation>Hours run</translation>
    </message>
    <message>
        <source>Hours billed</source>
        <translation>Hours billed</translation>
    </message>
    <message>
        <source>%1 GB of public outbound traffic: the checkpoint downloaded, and streamed answers when serving</source>
        <translation>%1 GB of public outbound traffic: the checkpoint downloaded, and streamed answers when serving</translation>
    </message>
    <message>
        <source>Stopped-time cost</source>
        <translation>Stopped-time cost</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>Outbound traffic cost</source>
        <translation>Outbound traffic cost</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Traffic</translation>
    </message>
    <message>
        <source>Kept storage cost</source>
        <translation>Kept storage cost</translation>
    </message>
    <message>
        <source>Kept disks</source>
        <translation>Kept disks</translation>
    </message>
    <message>
        <source>Outbound traffic (GB)</source>
        <translation>Outbound traffic (GB)</translation>
    </message>
    <message>
        <source>Rental hours</source>
        <translation>Rental hours</translation>
    </message>
    <message>
        <source>Total cost P10</source>
        <translation>Total cost P10</translation>
    </message>
    <message>
        <source>Total cost P50</source>
        <translation>Total cost P50</translation>
    </message>
    <message>
        <source>Total cost P90</source>
        <translation>Total cost P90</translation>
    </message>
    <message>
        <source>Rental hours P10</source>
        <translation>Rental hours P10</translation>
    </message>
    <message>
        <source>Rental hours P50</source>
        <translation>Rental hours P50</translation>
    </message>
    <message>
        <source>Rental hours P90</source>
        <translation>Rental hours P90</translation>
    </message>
    <message>
        <source>Probability of being cheapest</source>
        <translation>Probability of being cheapest</translation>
    </message>
    <message>
        <source>In 8 of 10 cases the total lies between %1 and %2 %3 (median %4); the job takes %5–%6 h. The cheapest of the ranked options in %7% of cases.</source>
        <translation>In 8 of 10 cases the total lies between %1 and %2 %3 (median %4); the job takes %5–%6 h. The cheapest of the ranked options in %7% of cases.</translation>
    </message>
    <message>
        <source>Total cost P10–P90</source>
        <translation>Total cost P10–P90</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Chance of being the cheapest (%)</source>
        <translation>Chance of being the cheapest (%)</translation>
    </message>
    <message>
        <source>Cheapest (%)</source>
        <translation>Cheapest (%)</translation>
    </message>
    <message>
        <source>Memory per GPU (GB, 10⁹ bytes)</source>
        <translation>Memory per GPU (GB, 10⁹ bytes)</translation>
    </message>
    <message>
        <source>Capacity (GB, 10⁹ bytes)</source>
        <translation>Capacity (GB, 10⁹ bytes)</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>Tokens/s per GPU</translation>
    </message>
    <message>
        <source>Tokens/s per replica</source>
        <translation>Tokens/s per replica</translation>
    </message>
    <message>
        <source>Requests decoded together</source>
        <translation>Requests decoded together</translation>
    </message>
    <message>
        <source>Seconds per request</source>
        <translation>Seconds per request</translation>
    </message>
    <message>
        <source>Requests per day per replica</source>
        <translation>Requests per day per replica</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU; compute %2 h, communication %3 h, data transfer %4 h</source>
        <translation>%1 tokens/s per GPU; compute %2 h, communication %3 h, data transfer %4 h</translation>
    </message>
    <message>
        <source>Seconds to first token, one request alone</source>
        <translation>Seconds to first token, one request alone</translation>
    </message>
    <message>
        <source>Minimum-term top-up cost</source>
        <translation>Minimum-term top-up cost</translation>
    </message>
    <message>
        <source>Usable memory per GPU (GB, 10⁹ bytes)</source>
        <translation>Usable memory per GPU (GB, 10⁹ bytes)</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>GPU Planner report</source>
        <translation>GPU Planner report</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Page %1</translation>
    </message>
    <message>
        <source>Date: %1 · Catalog: %2 · Currency: %3 · Language: %4</source>
        <translation>Date: %1 · Catalog: %2 · Currency: %3 · Language: %4</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>Total per GPU</translation>
    </message>
    <message>
        <source>Memory part</source>
        <translation>Memory part</translation>
    </message>
    <message>
        <source>Options compared (%1)</source>
        <translation>Options compared (%1)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regions</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>Price multiplier</source>
        <translation>Price multiplier</translation>
    </message>
    <message>
        <source>Latency to users (ms)</source>
        <translation>Latency to users (ms)</translation>
    </message>
    <message>
        <source>Reasons and warnings</source>
        <translation>Reasons and warnings</translation>
    </message>
    <message>
        <source>Before you buy</source>
        <translation>Before you buy</translation>
    </message>
    <message>
        <source>Break-even points</source>
        <translation>Break-even points</translation>
    </message>
    <message>
        <source>Cheaper from then on</source>
        <translation>Cheaper from then on</translation>
    </message>
    <message>
        <source>Than</source>
        <translation>Than</translation>
    </message>
    <message>
        <source>Budget runtimes</source>
        <translation>Budget runtimes</translation>
    </message>
    <message>
        <source>Prices used (hub regions, %1)</source>
        <translation>Prices used (hub regions, %1)</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>Offering</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>Hourly</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Monthly</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>As of</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>Parameters (billions)</translation>
    </message>
    <message>
        <source>catalog default</source>
        <translation>catalog default</translation>
    </message>
    <message>
        <source>scenario override</source>
        <translation>scenario override</translation>
    </message>
    <message>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU (model FLOPs utilisation)</translation>
    </message>
    <message>
        <source>Framework overhead per GPU (GB)</source>
        <translation>Framework overhead per GPU (GB)</translation>
    </message>
    <message>
        <source>Fragmentation overhead (share)</source>
        <translation>Fragmentation overhead (share)</translation>
    </message>
    <message>
        <source>Multi-GPU scaling efficiency</source>
        <translation>Multi-GPU scaling efficiency</translation>
    </message>
    <message>
        <source>vGPU neighbour slowdown (share)</source>
        <translation>vGPU neighbour slowdown (share)</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency (share)</source>
        <translation>Decode bandwidth efficiency (share)</translation>
    </message>
    <message>
        <source>Checkpoint interval (hours)</source>
        <translation>Checkpoint interval (hours)</translation>
    </message>
    <message>
        <source>Restart after a reclaim (hours)</source>
        <translation>Restart after a reclaim (hours)</translation>
    </message>
    <message>
        <source>Hours per month</source>
        <translation>Hours per month</translation>
    </message>
    <message>
        <source>Exchange rate (CNY per USD)</source>
        <translation>Exchange rate (CNY per USD)</translation>
    </message>
    <message>
        <source>Prices flagged after (days)</source>
        <translation>Prices flagged after (days)</translation>
    </message>
    <message>
        <source>Workload and assumptions</source>
        <translation>Workload and assumptions</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>Cost by part (%1)</source>
        <translation>Cost by part (%1)</translation>
    </message>
    <message>
        <source>whole-card rental</source>
        <translation>whole-card rental</translation>
    </message>
    <message>
        <source>one physical GPU: all of its memory, compute and bandwidth are yours</source>
        <translation>one physical GPU: all of its memory, compute and bandwidth are yours</translation>
    </message>
    <message>
        <source>GPU slice</source>
        <translation>GPU slice</translation>
    </message>
    <message>
        <source>a share of one card: a MIG partition (hardware) or a vGPU share (software)</source>
        <translation>a share of one card: a MIG partition (hardware) or a vGPU share (software)</translation>
    </message>
    <message>
        <source>MIG profile</source>
        <translation>MIG profile</translation>
    </message>
    <message>
        <source>one hardware partition size of an A100/H100-class card, e.g. 1g.10gb or 3g.40gb</source>
        <translation>one hardware partition size of an A100/H100-class card, e.g. 1g.10gb or 3g.40gb</translation>
    </message>
    <message>
        <source>spot instance</source>
        <translation>spot instance</translation>
    </message>
    <message>
        <source>discounted, but can be reclaimed at any time; the job must checkpoint and resume</source>
        <translation>discounted, but can be reclaimed at any time; the job must checkpoint and resume</translation>
    </message>
    <message>
        <source>whole-machine rental</source>
        <translation>whole-machine rental</translation>
    </message>
    <message>
        <source>a server with 8 GPUs linked by NVLink/RDMA, often with a minimum term</source>
        <translation>a server with 8 GPUs linked by NVLink/RDMA, often with a minimum term</translation>
    </message>
    <message>
        <source>cloud GPU server instance</source>
        <translation>cloud GPU server instance</translation>
    </message>
    <message>
        <source>a virtual machine billed for CPU, memory, disks and public bandwidth besides the GPU</source>
        <translation>a virtual machine billed for CPU, memory, disks and public bandwidth besides the GPU</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>full fine-tuning</translation>
    </message>
    <message>
        <source>every weight of the model is trained</source>
        <translation>every weight of the model is trained</translation>
    </message>
    <message>
        <source>LoRA / QLoRA</source>
        <translation>LoRA / QLoRA</translation>
    </message>
    <message>
        <source>small low-rank adapters trained on a frozen model (QLoRA: the model stored in 4 bits)</source>
        <translation>small low-rank adapters trained on a frozen model (QLoRA: the model stored in 4 bits)</translation>
    </message>
    <message>
        <source>pretraining</source>
        <translation>pretraining</translation>
    </message>
    <message>
        <source>training from scratch on a large number of tokens</source>
        <translation>training from scratch on a large number of tokens</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>inference serving</translation>
    </message>
    <message>
        <source>answering online requests, where latency matters</source>
        <translation>answering online requests, where latency matters</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>memory bandwidth</translation>
    </message>
    <message>
        <source>how fast data moves between GPU memory and the compute units (GB/s)</source>
        <translation>how fast data moves between GPU memory and the compute units (GB/s)</translation>
    </message>
    <message>
        <source>data disk / system disk</source>
        <translation>data disk / system disk</translation>
    </message>
    <message>
        <source>storage, billed per GB</source>
        <translation>storage, billed per GB</translation>
    </message>
    <message>
        <source>intranet bandwidth</source>
        <translation>intranet bandwidth</translation>
    </message>
    <message>
        <source>network inside the data centre: about 10 Gbps dedicated to a whole card, about 1 Gbps shared by slices</source>
        <translation>network inside the data centre: about 10 Gbps dedicated to a whole card, about 1 Gbps shared by slices</translation>
    </message>
    <message>
        <source>throttling</source>
        <translation>throttling</translation>
    </message>
    <message>
        <source>the clock falling under sustained load</source>
        <translation>the clock falling under sustained load</translation>
    </message>
    <message>
        <source>physical isolation</source>
        <translation>physical isolation</translation>
    </message>
    <message>
        <source>memory and compute no neighbour can touch: MIG gives it, Docker sharing does not</source>
        <translation>memory and compute no neighbour can touch: MIG gives it, Docker sharing does not</translation>
    </message>
    <message>
        <source>the cheaper data-centre regions in western China (East Data, West Computing)</source>
        <translation>the cheaper data-centre regions in western China (East Data, West Computing)</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>total cost</translation>
    </message>
    <message>
        <source>break-even point</source>
        <translation>break-even point</translation>
    </message>
    <message>
        <source>the rental period at which two options cost the same</source>
        <translation>the rental period at which two options cost the same</translation>
    </message>
    <message>
        <source>Terms used</source>
        <translation>Terms used</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>Term</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Meaning</translation>
    </message>
    <message>
        <source>slices</source>
        <translation>slices</translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>Stored weights</translation>
    </message>
    <message>
        <source>Serving engine&apos;s memory outside PyTorch per GPU (GB)</source>
        <translation>Serving engine&apos;s memory outside PyTorch per GPU (GB)</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>Spot discount</translation>
    </message>
    <message>
        <source>Caution: %1.</source>
        <translation>Caution: %1.</translation>
    </message>
    <message>
        <source>Where each catalog default comes from is listed at the end of the report.</source>
        <translation>Where each catalog default comes from is listed at the end of the report.</translation>
    </message>
    <message>
        <source>Sources of the catalog defaults (as of %1)</source>
        <translation>Sources of the catalog defaults (as of %1)</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>pay-as-you-go</translation>
    </message>
    <message>
        <source>billed for the time used: per hour, or per second or minute where the platform bills so</source>
        <translation>billed for the time used: per hour, or per second or minute where the platform bills so</translation>
    </message>
    <message>
        <source>daily / weekly / monthly / yearly plan</source>
        <translation>daily / weekly / monthly / yearly plan</translation>
    </message>
    <message>
        <source>paid ahead per day, week, month or year: cheaper per hour, but paid while idle too</source>
        <translation>paid ahead per day, week, month or year: cheaper per hour, but paid while idle too</translation>
    </message>
    <message>
        <source>minimum term</source>
        <translation>minimum term</translation>
    </message>
    <message>
        <source>the shortest rental an offering sells; a shorter job pays the rest as a top-up</source>
        <translation>the shortest rental an offering sells; a shorter job pays the rest as a top-up</translation>
    </message>
    <message>
        <source>GPU hours</source>
        <translation>GPU hours</translation>
    </message>
    <message>
        <source>GPUs × hours: one GPU for one hour is one GPU hour</source>
        <translation>GPUs × hours: one GPU for one hour is one GPU hour</translation>
    </message>
    <message>
        <source>no-GPU mode</source>
        <translation>no-GPU mode</translation>
    </message>
    <message>
        <source>the instance started without its GPU, at a small hourly price, to prepare data</source>
        <translation>the instance started without its GPU, at a small hourly price, to prepare data</translation>
    </message>
    <message>
        <source>western hub</source>
        <translation>western hub</translation>
    </message>
    <message>
        <source>eastern first-tier city</source>
        <translation>eastern first-tier city</translation>
    </message>
    <message>
        <source>Beijing, Shanghai, Shenzhen: near users, with dearer power and land</source>
        <translation>Beijing, Shanghai, Shenzhen: near users, with dearer power and land</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>Compute</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Storage</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Transfer</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Idle</translation>
    </message>
    <message>
        <source>Prep</source>
        <translation>Prep</translation>
    </message>
    <message>
        <source>Rework</source>
        <translation>Rework</translation>
    </message>
    <message>
        <source>Top-up</source>
        <translation>Top-up</translation>
    </message>
    <message>
        <source>Workload: %1, %2, %3 GPU(s); %4 of GPU memory per GPU.</source>
        <translation>Workload: %1, %2, %3 GPU(s); %4 of GPU memory per GPU.</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>%1 — warnings: %2</source>
        <translation>%1 — warnings: %2</translation>
    </message>
    <message>
        <source>everything the bill will show, not only the GPU&apos;s hourly price</source>
        <translation>everything the bill will show, not only the GPU&apos;s hourly price</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card</source>
        <translation>MFU on %1, the recommended card</translation>
    </message>
    <message>
        <source>Recommendation: %1, %2 %3 for %4; %5.</source>
        <translation>Recommendation: %1, %2 %3 for %4; %5.</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Stopped</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>Traffic</translation>
    </message>
    <message>
        <source>Kept disks</source>
        <translation>Kept disks</translation>
    </message>
    <message>
        <source>When stopped</source>
        <translation>When stopped</translation>
    </message>
    <message>
        <source>Stopped /h</source>
        <translation>Stopped /h</translation>
    </message>
    <message>
        <source>No-GPU /h</source>
        <translation>No-GPU /h</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <translation>Minimum term</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>System disk GB</source>
        <translation>System disk GB</translation>
    </message>
    <message>
        <source>Traffic /GB</source>
        <translation>Traffic /GB</translation>
    </message>
    <message>
        <source>Billing rules used (%1)</source>
        <translation>Billing rules used (%1)</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Platform</translation>
    </message>
    <message>
        <source>power off / economical stop</source>
        <translation>power off / economical stop</translation>
    </message>
    <message>
        <source>stopping an instance between jobs: GPU billing stops; disks (and on a cloud the public IP) go on billing</source>
        <translation>stopping an instance between jobs: GPU billing stops; disks (and on a cloud the public IP) go on billing</translation>
    </message>
    <message>
        <source>calendar month</source>
        <translation>calendar month</translation>
    </message>
    <message>
        <source>a month&apos;s plan that runs to the same date next month: 28 to 31 days</source>
        <translation>a month&apos;s plan that runs to the same date next month: 28 to 31 days</translation>
    </message>
    <message>
        <source>outbound traffic</source>
        <translation>outbound traffic</translation>
    </message>
    <message>
        <source>data sent from the instance to the internet (streamed answers, downloaded checkpoints), billed per GB on clouds</source>
        <translation>data sent from the instance to the internet (streamed answers, downloaded checkpoints), billed per GB on clouds</translation>
    </message>
    <message>
        <source>%1: %2 minutes&apos; notice before a reclaim, none in the first %3 h after a start</source>
        <translation>%1: %2 minutes&apos; notice before a reclaim, none in the first %3 h after a start</translation>
    </message>
    <message>
        <source>%1% off</source>
        <translation>%1% off</translation>
    </message>
    <message>
        <source>A calendar month runs to the same date next month, counted from the day of this report (%1): the first month has %2.</source>
        <translation>A calendar month runs to the same date next month, counted from the day of this report (%1): the first month has %2.</translation>
    </message>
    <message>
        <source>%1% off (%2–%3%)</source>
        <translation>%1% off (%2–%3%)</translation>
    </message>
    <message>
        <source>Spot cards are listed at the price charged: the catalog price less the spot discount. In brackets, the discounts spot has sold at: 90% off is a tenth of the pay-as-you-go price.</source>
        <translation>Spot cards are listed at the price charged: the catalog price less the spot discount. In brackets, the discounts spot has sold at: 90% off is a tenth of the pay-as-you-go price.</translation>
    </message>
    <message>
        <source>How sure is this</source>
        <translation>How sure is this</translation>
    </message>
    <message>
        <source>Ranges are off for this scenario (its &quot;uncertainty&quot; has &quot;enabled&quot;: false): every figure above is a single estimate.</source>
        <translation>Ranges are off for this scenario (its &quot;uncertainty&quot; has &quot;enabled&quot;: false): every figure above is a single estimate.</translation>
    </message>
    <message>
        <source>MFU, prices, reclaims, overheads and the amount of work are not known exactly. The planner evaluated the scenario %1 times with each of them drawn from its range (quasi-random, seed %2, so the same scenario gives the same figures): in 8 of 10 cases an option&apos;s total lies between its P10 and its P90. Options whose ranges overlap a lot are close whatever the ranking says.</source>
        <translation>MFU, prices, reclaims, overheads and the amount of work are not known exactly. The planner evaluated the scenario %1 times with each of them drawn from its range (quasi-random, seed %2, so the same scenario gives the same figures): in 8 of 10 cases an option&apos;s total lies between its P10 and its P90. Options whose ranges overlap a lot are close whatever the ranking says.</translation>
    </message>
    <message>
        <source>%1–%2 h</source>
        <translation>%1–%2 h</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimate</translation>
    </message>
    <message>
        <source>Hours P10–P90</source>
        <translation>Hours P10–P90</translation>
    </message>
    <message>
        <source>Cheapest (%)</source>
        <translation>Cheapest (%)</translation>
    </message>
    <message>
        <source>×%1–%2</source>
        <translation>×%1–%2</translation>
    </message>
    <message>
        <source>What drives the cost of %1 (%2 at the point estimate): each input alone at its P10 and at its P90, the others at their median; pin down the first rows first.</source>
        <translation>What drives the cost of %1 (%2 at the point estimate): each input alone at its P10 and at its P90, the others at their median; pin down the first rows first.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Range</translation>
    </message>
    <message>
        <source>Total at P10</source>
        <translation>Total at P10</translation>
    </message>
    <message>
        <source>Total at P90</source>
        <translation>Total at P90</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>Swing</translation>
    </message>
    <message>
        <source>To pin it down</source>
        <translation>To pin it down</translation>
    </message>
    <message>
        <source>Not moving this option&apos;s cost: %1.</source>
        <translation>Not moving this option&apos;s cost: %1.</translation>
    </message>
    <message>
        <source>No option is ranked (none fits or finishes): there is no total to give a range for.</source>
        <translation>No option is ranked (none fits or finishes): there is no total to give a range for.</translation>
    </message>
    <message>
        <source>Project budget</source>
        <translation>Project budget</translation>
    </message>
    <message>
        <source>Date: %1 · Catalog: %2 · Currency: %3 · %4 to %5</source>
        <translation>Date: %1 · Catalog: %2 · Currency: %3 · %4 to %5</translation>
    </message>
    <message>
        <source>Total: %1 %2; range %3–%4 %2 (each phase&apos;s P10 and P90 added up).</source>
        <translation>Total: %1 %2; range %3–%4 %2 (each phase&apos;s P10 and P90 added up).</translation>
    </message>
    <message numerus="yes">
        <source>%n phase(s) could not be priced (see the table); the total leaves them out.</source>
        <translation>
            <numerusform>%n phase(s) could not be priced (see the table); the total leaves them out.</numerusform>
            <numerusform>%n phase(s) could not be priced (see the table); the total leaves them out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Caution: at the high end of the range (%1 %2) it would not be enough.</source>
        <translation>Caution: at the high end of the range (%1 %2) it would not be enough.</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Phases</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Cost (%1)</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Spending by month (%1)</source>
        <translation>Spending by month (%1)</translation>
    </message>
    <message>
        <source>Spent in the month</source>
        <translation>Spent in the month</translation>
    </message>
    <message>
        <source>Spent to date</source>
        <translation>Spent to date</translation>
    </message>
    <message>
        <source>Budget left</source>
        <translation>Budget left</translation>
    </message>
    <message>
        <source>Each run&apos;s cost is spread evenly over the hours it rents; a serving phase that grows is priced month by month on the option chosen for its first month. The range adds the phases&apos; P10 and P90 as if their uncertain inputs moved together.</source>
        <translation>Each run&apos;s cost is spread evenly over the hours it rents; a serving phase that grows is priced month by month on the option chosen for its first month. The range adds the phases&apos; P10 and P90 as if their uncertain inputs moved together.</translation>
    </message>
    <message>
        <source>Phase %1: %2</source>
        <translation>Phase %1: %2</translation>
    </message>
    <message>
        <source>Not priced: %1.</source>
        <translation>Not priced: %1.</translation>
    </message>
    <message>
        <source> (chosen in the project)</source>
        <translation> (chosen in the project)</translation>
    </message>
    <message>
        <source>Month by month (%1); the tables below are for the first month</source>
        <translation>Month by month (%1); the tables below are for the first month</translation>
    </message>
    <message>
        <source>Run by run (%1)</source>
        <translation>Run by run (%1)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Two plans side by side</source>
        <translation>Two plans side by side</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A: %1 · B: %2</translation>
    </message>
    <message>
        <source>Date: %1 · Catalog: %2 · Currency: %3</source>
        <translation>Date: %1 · Catalog: %2 · Currency: %3</translation>
    </message>
    <message>
        <source>nothing can do it</source>
        <translation>nothing can do it</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommended</translation>
    </message>
    <message>
        <source>From A&apos;s total to B&apos;s, part by part (%1)</source>
        <translation>From A&apos;s total to B&apos;s, part by part (%1)</translation>
    </message>
    <message>
        <source>Cost part</source>
        <translation>Cost part</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>From A&apos;s total to B&apos;s, phase by phase (%1)</source>
        <translation>From A&apos;s total to B&apos;s, phase by phase (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Inputs that differ (%n)</source>
        <translation>
            <numerusform>Inputs that differ (%n)</numerusform>
            <numerusform>Inputs that differ (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>None: the two plans have the same inputs.</source>
        <translation>None: the two plans have the same inputs.</translation>
    </message>
    <message>
        <source>Calendar month</source>
        <translation>Calendar month</translation>
    </message>
    <message>
        <source>of which GPU-hours of work (%1 → %2)</source>
        <translation>of which GPU-hours of work (%1 → %2)</translation>
    </message>
    <message>
        <source>of which price per GPU-hour (%1 → %2)</source>
        <translation>of which price per GPU-hour (%1 → %2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2, %n run(s); option: %3%4; %5 in all, %6 rented.</source>
        <translation>
            <numerusform>%1 to %2, %n run; option: %3%4; %5 in all, %6 rented.</numerusform>
            <numerusform>%1 to %2, %n runs; option: %3%4; %5 in all, %6 rented.</numerusform>
        </translation>
    </message>
    <message>
        <source>Data-parallel traffic never hidden by computation (share)</source>
        <translation>Data-parallel traffic never hidden by computation (share)</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card (share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>MFU on %1, the recommended card (share of the FP8 peak: linear layers in FP8, attention in bf16)</translation>
    </message>
    <message>
        <source>Workload: %1, %2, %3 GPU(s) per copy of the model; %4 of GPU memory per GPU.</source>
        <translation>Workload: %1, %2, %3 GPU(s) per copy of the model; %4 of GPU memory per GPU.</translation>
    </message>
    <message>
        <source>No compared option has the GPU memory for this work.</source>
        <translation>No compared option has the GPU memory for this work.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, compiled (torch.compile ×%1 included)</source>
        <translation>, compiled (torch.compile ×%1 included)</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on (share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>MFU on %1, the card this phase runs on (share of the FP8 peak: linear layers in FP8, attention in bf16)</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on</source>
        <translation>MFU on %1, the card this phase runs on</translation>
    </message>
    <message>
        <source>The hours assume %1 tokens/s per GPU: an hour&apos;s trial run on the card, with its logged tokens/s, checks them before you commit.</source>
        <translation>The hours assume %1 tokens/s per GPU: an hour&apos;s trial run on the card, with its logged tokens/s, checks them before you commit.</translation>
    </message>
    <message>
        <source>No compared option can do this work. Why each is left out:</source>
        <translation>No compared option can do this work. Why each is left out:</translation>
    </message>
    <message>
        <source>tensor, pipeline and expert parallelism</source>
        <translation>tensor, pipeline and expert parallelism</translation>
    </message>
    <message>
        <source>ways to split one model over GPUs: each layer&apos;s matrices (tensor), runs of layers (pipeline), a mixture of experts&apos; experts (expert); the GPUs exchange data every layer or stage</source>
        <translation>ways to split one model over GPUs: each layer&apos;s matrices (tensor), runs of layers (pipeline), a mixture of experts&apos; experts (expert); the GPUs exchange data every layer or stage</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all</translation>
    </message>
    <message>
        <source>the exchange in which every GPU sends tokens to the GPUs holding their experts and takes the results back, in every expert layer, forward and backward</source>
        <translation>the exchange in which every GPU sends tokens to the GPUs holding their experts and takes the results back, in every expert layer, forward and backward</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>pipeline bubble</translation>
    </message>
    <message>
        <source>the time pipeline stages wait while a step&apos;s micro-batches fill and drain the pipeline; more micro-batches a step or an interleaved schedule shorten it</source>
        <translation>the time pipeline stages wait while a step&apos;s micro-batches fill and drain the pipeline; more micro-batches a step or an interleaved schedule shorten it</translation>
    </message>
    <message>
        <source>The table holds vLLM&apos;s default batch limits for GPUs below %1 GiB and the %2. On the other GPUs its larger defaults reserve more for the activations, %3 GiB per GPU in all.</source>
        <translation>The table holds vLLM&apos;s default batch limits for GPUs below %1 GiB and the %2. On the other GPUs its larger defaults reserve more for the activations, %3 GiB per GPU in all.</translation>
    </message>
    <message>
        <source>The cost assumes each copy of the model decodes %1 requests together at %2 tokens/s in all, %3 s a request, %4 requests a day; the busiest hour needs %5 of them. A request that arrives alone sees its first token after %6 s. A load test on the card checks this before you commit.</source>
        <translation>The cost assumes each copy of the model decodes %1 requests together at %2 tokens/s in all, %3 s a request, %4 requests a day; the busiest hour needs %5 of them. A request that arrives alone sees its first token after %6 s. A load test on the card checks this before you commit.</translation>
    </message>
    <message>
        <source>same as default</source>
        <extracomment>where a value comes from: the value equals the one a file gets when it leaves the input out (set in the file or not); never read as &quot;not set&quot;</extracomment>
        <translation>same as default</translation>
    </message>
    <message>
        <source>NF4 with double quantisation, %1 bits a weight</source>
        <translation>NF4 with double quantisation, %1 bits a weight</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on (the training framework&apos;s own published figure, whole step)</source>
        <translation>MFU on %1, the card this phase runs on (the training framework&apos;s own published figure, whole step)</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card (the training framework&apos;s own published figure, whole step)</source>
        <translation>MFU on %1, the recommended card (the training framework&apos;s own published figure, whole step)</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on (the training framework&apos;s own published figures, as a share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>MFU on %1, the card this phase runs on (the training framework&apos;s own published figures, as a share of the FP8 peak: linear layers in FP8, attention in bf16)</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card (the training framework&apos;s own published figures, as a share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>MFU on %1, the recommended card (the training framework&apos;s own published figures, as a share of the FP8 peak: linear layers in FP8, attention in bf16)</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Option id</source>
        <translation>Option id</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Hours rented</source>
        <translation>Hours rented</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Cost P10</source>
        <translation>Cost P10</translation>
    </message>
    <message>
        <source>Cost P50</source>
        <translation>Cost P50</translation>
    </message>
    <message>
        <source>Cost P90</source>
        <translation>Cost P90</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>Spent in the month</source>
        <translation>Spent in the month</translation>
    </message>
    <message>
        <source>Spent to date</source>
        <translation>Spent to date</translation>
    </message>
    <message>
        <source>Budget left</source>
        <translation>Budget left</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation>Peak GPUs</translation>
    </message>
</context>
<context>
    <name>Remark</name>
    <message>
        <source>null, read as if the field were left out</source>
        <translation>null, read as if the field were left out</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>unknown field, ignored</translation>
    </message>
    <message>
        <source>unknown field, ignored (did you mean &quot;%1&quot;?)</source>
        <translation>unknown field, ignored (did you mean &quot;%1&quot;?)</translation>
    </message>
    <message>
        <source>given twice; the last value is used</source>
        <translation>given twice; the last value is used</translation>
    </message>
    <message>
        <source>only inference and QLoRA store quantised weights; ignored</source>
        <translation>only inference and QLoRA store quantised weights; ignored</translation>
    </message>
    <message>
        <source>GGUF is a serving format; QLoRA trains on NF4 or GPTQ bases</source>
        <translation>GGUF is a serving format; QLoRA trains on NF4 or GPTQ bases</translation>
    </message>
    <message>
        <source>not given, assuming %1 billion tokens</source>
        <translation>not given, assuming %1 billion tokens</translation>
    </message>
    <message>
        <source>empty, so the catalog&apos;s default regions are compared</source>
        <translation>empty, so the catalog&apos;s default regions are compared</translation>
    </message>
    <message>
        <source>empty, so the catalog&apos;s default offerings are compared</source>
        <translation>empty, so the catalog&apos;s default offerings are compared</translation>
    </message>
    <message>
        <source>%1 × pipeline_parallel_size %2 does not divide the %3 GPUs; the estimate uses the largest layout that fits, tensor %4 × pipeline %5</source>
        <translation>%1 × pipeline_parallel_size %2 does not divide the %3 GPUs; the estimate uses the largest layout that fits, tensor %4 × pipeline %5</translation>
    </message>
    <message>
        <source>the model has no experts; ignored</source>
        <translation>the model has no experts; ignored</translation>
    </message>
    <message>
        <source>%1 must divide both the %2 experts and the %3 GPUs that hold the same weights (data-parallel copies × context-parallel GPUs); the estimate uses %4, the largest size that does</source>
        <translation>%1 must divide both the %2 experts and the %3 GPUs that hold the same weights (data-parallel copies × context-parallel GPUs); the estimate uses %4, the largest size that does</translation>
    </message>
    <message>
        <source>the optimizer steps in backward, so gradients cannot be accumulated; one micro-batch per GPU makes a step</source>
        <translation>the optimizer steps in backward, so gradients cannot be accumulated; one micro-batch per GPU makes a step</translation>
    </message>
    <message>
        <source>not given, assuming %1 users a day sending %2 requests each of %3 prompt + %4 answer tokens, %5 concurrent, %6 context</source>
        <translation>not given, assuming %1 users a day sending %2 requests each of %3 prompt + %4 answer tokens, %5 concurrent, %6 context</translation>
    </message>
    <message>
        <source>%1 stages for %2 layers leaves stages without a layer; the estimate uses %3 stages</source>
        <translation>%1 stages for %2 layers leaves stages without a layer; the estimate uses %3 stages</translation>
    </message>
    <message>
        <source>the config describes a quantised checkpoint (%1), but the weights are counted at the precision %2; choose the stored weight format (weight_format) to count them as stored</source>
        <translation>the config describes a quantised checkpoint (%1), but the weights are counted at the precision %2; choose the stored weight format (weight_format) to count them as stored</translation>
    </message>
    <message>
        <source>each GPU runs one micro-batch a step, so there is no second one to hide the all-to-alls behind; ignored</source>
        <translation>each GPU runs one micro-batch a step, so there is no second one to hide the all-to-alls behind; ignored</translation>
    </message>
    <message>
        <source>%1 virtual stages per GPU do not divide the %2 layers of each pipeline stage; the estimate uses %3</source>
        <translation>%1 virtual stages per GPU do not divide the %2 layers of each pipeline stage; the estimate uses %3</translation>
    </message>
    <message>
        <source>virtual stages need pipeline stages (pipeline_parallel_size above 1); ignored</source>
        <translation>virtual stages need pipeline stages (pipeline_parallel_size above 1); ignored</translation>
    </message>
    <message>
        <source>%1 stages do not divide the %2 layers evenly (Megatron-LM needs them to, unless given a custom layout); the estimate splits them evenly</source>
        <translation>%1 stages do not divide the %2 layers evenly (Megatron-LM needs them to, unless given a custom layout); the estimate splits them evenly</translation>
    </message>
    <message>
        <source>the interleaved schedule runs a step&apos;s micro-batches in groups of the %1 stages, and %2 micro-batches a GPU are not a multiple of it (Megatron-LM refuses that)</source>
        <translation>the interleaved schedule runs a step&apos;s micro-batches in groups of the %1 stages, and %2 micro-batches a GPU are not a multiple of it (Megatron-LM refuses that)</translation>
    </message>
    <message>
        <source>a training input, ignored: serving splits each replica over its %1 GPUs by tensor parallelism (vLLM&apos;s --tensor-parallel-size); set the GPUs per replica with gpus</source>
        <translation>a training input, ignored: serving splits each replica over its %1 GPUs by tensor parallelism (vLLM&apos;s --tensor-parallel-size); set the GPUs per replica with gpus</translation>
    </message>
    <message>
        <source>%1 does not divide the model&apos;s %2 attention heads, %3 KV heads and %4-wide MLP all evenly (Megatron-LM splits each so); the estimate uses %5</source>
        <translation>%1 does not divide the model&apos;s %2 attention heads, %3 KV heads and %4-wide MLP all evenly (Megatron-LM splits each so); the estimate uses %5</translation>
    </message>
    <message>
        <source>%1 is not a family the planner knows; read as a Llama-style decoder (gated MLP, separate q, k and v projections, RMSNorm), which may count its parameters and activations wrongly</source>
        <translation>%1 is not a family the planner knows; read as a Llama-style decoder (gated MLP, separate q, k and v projections, RMSNorm), which may count its parameters and activations wrongly</translation>
    </message>
    <message>
        <source>not given; %1&apos;s default %2 assumed</source>
        <translation>not given; %1&apos;s default %2 assumed</translation>
    </message>
    <message>
        <source>not given, so the workload is %1 and its serving block is ignored; set kind to &quot;inference&quot; to plan a service</source>
        <translation>not given, so the workload is %1 and its serving block is ignored; set kind to &quot;inference&quot; to plan a service</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>missing required field</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>expected a number, found %1</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>must be a finite number</translation>
    </message>
    <message>
        <source>%1 is outside the allowed range %2 to %3</source>
        <translation>%1 is outside the allowed range %2 to %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>expected a whole number, found %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>expected true or false, found %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>expected a string, found %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>must not be empty</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>unknown value &quot;%1&quot; (expected one of: %2)</translation>
    </message>
    <message>
        <source>expected a JSON object, found %1</source>
        <translation>expected a JSON object, found %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>expected &quot;%1&quot;</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2); update GPU Planner</source>
        <translation>version %1 is newer than this program reads (%2); update GPU Planner</translation>
    </message>
    <message>
        <source>the file is UTF-16; save it as UTF-8</source>
        <translation>the file is UTF-16; save it as UTF-8</translation>
    </message>
    <message>
        <source>binary data, not a JSON text file</source>
        <translation>binary data, not a JSON text file</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>nested deeper than %1 levels</translation>
    </message>
    <message>
        <source>holds more than %1 JSON values; a scenario, catalog or config holds far fewer</source>
        <translation>holds more than %1 JSON values; a scenario, catalog or config holds far fewer</translation>
    </message>
    <message>
        <source>not valid JSON: the file is empty</source>
        <translation>not valid JSON: the file is empty</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot; (known: %2)</source>
        <translation>unknown model preset &quot;%1&quot; (known: %2)</translation>
    </message>
    <message>
        <source>no file named</source>
        <translation>no file named</translation>
    </message>
    <message>
        <source>no file named to write to</source>
        <translation>no file named to write to</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no such file</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>is a folder, not a file</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket)</source>
        <translation>is not a regular file (a device, pipe or socket)</translation>
    </message>
    <message>
        <source>file is larger than 16 MiB; not a scenario or config</source>
        <translation>file is larger than 16 MiB; not a scenario or config</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>cannot be read: %1</translation>
    </message>
    <message>
        <source>cannot be written: it is a folder</source>
        <translation>cannot be written: it is a folder</translation>
    </message>
    <message>
        <source>cannot be written: not a regular file (a device, pipe or socket)</source>
        <translation>cannot be written: not a regular file (a device, pipe or socket)</translation>
    </message>
    <message>
        <source>cannot be written: &quot;%1&quot; is a file, not a folder</source>
        <translation>cannot be written: &quot;%1&quot; is a file, not a folder</translation>
    </message>
    <message>
        <source>cannot be written: the folder &quot;%1&quot; does not exist</source>
        <translation>cannot be written: the folder &quot;%1&quot; does not exist</translation>
    </message>
    <message>
        <source>cannot be written: permission denied</source>
        <translation>cannot be written: permission denied</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>cannot be written: %1</translation>
    </message>
    <message>
        <source>write failed: %1</source>
        <translation>write failed: %1</translation>
    </message>
    <message>
        <source>could not be saved: %1</source>
        <translation>could not be saved: %1</translation>
    </message>
    <message>
        <source>the disk is full (%1 KiB free, %2 KiB needed); nothing was written</source>
        <translation>the disk is full (%1 KiB free, %2 KiB needed); nothing was written</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>the system gave no reason</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>object</source>
        <translation>object</translation>
    </message>
    <message>
        <source>array</source>
        <translation>array</translation>
    </message>
    <message>
        <source>string</source>
        <translation>string</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>boolean</translation>
    </message>
    <message>
        <source>number</source>
        <translation>number</translation>
    </message>
    <message>
        <source>parse error at line %1, column %2: %3</source>
        <translation>parse error at line %1, column %2: %3</translation>
    </message>
    <message>
        <source>not given, so the workload is planned as %1 (inference, lora, qlora, full or pretrain)</source>
        <translation>not given, so the workload is planned as %1 (inference, lora, qlora, full or pretrain)</translation>
    </message>
    <message>
        <source>unknown region id %1 (known: %2)</source>
        <translation>unknown region id %1 (known: %2)</translation>
    </message>
    <message>
        <source>unknown offering id %1 (known: %2)</source>
        <translation>unknown offering id %1 (known: %2)</translation>
    </message>
    <message>
        <source>not given, assuming %1 users a day sending %2 requests each; set users_per_day (or requests_per_day)</source>
        <translation>not given, assuming %1 users a day sending %2 requests each; set users_per_day (or requests_per_day)</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 GPUs left by tensor × pipeline parallelism; the estimate uses %3</source>
        <translation>%1 does not divide the %2 GPUs left by tensor × pipeline parallelism; the estimate uses %3</translation>
    </message>
</context>
<context>
    <name>ResultExport</name>
    <message>
        <source>Memory part</source>
        <translation>Memory part</translation>
    </message>
    <message>
        <source>Bytes per GPU</source>
        <translation>Bytes per GPU</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>GB per GPU</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>Total per GPU</translation>
    </message>
    <message>
        <source>JSON key</source>
        <translation>JSON key</translation>
    </message>
</context>
<context>
    <name>ScenarioFiles</name>
    <message>
        <source>Your price catalog was not used: %1</source>
        <translation>Your price catalog was not used: %1</translation>
    </message>
    <message>
        <source>Your price catalog was used, but: %1</source>
        <translation>Your price catalog was used, but: %1</translation>
    </message>
</context>
<context>
    <name>Translation</name>
    <message>
        <source>GPU Planner</source>
        <translation>GPU Planner</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BudgetChartView</name>
    <message>
        <source>%1: %2 days (%3 hours)</source>
        <translation>%1: %2 days (%3 hours)</translation>
    </message>
    <message>
        <source>How long %1 %2 rents each option</source>
        <translation>How long %1 %2 rents each option</translation>
    </message>
    <message>
        <source>Set a budget (Rental and data) to see how long each option runs</source>
        <translation>Set a budget (Rental and data) to see how long each option runs</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Days</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CatalogEditor</name>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Reset to built-in</source>
        <translation>Reset to built-in</translation>
    </message>
    <message>
        <source>This entry is your own: there is no built-in one to go back to.</source>
        <translation>This entry is your own: there is no built-in one to go back to.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <source>Offerings and prices</source>
        <translation>Offerings and prices</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regions</translation>
    </message>
    <message>
        <source>Prices are per rented unit in the catalog&apos;s currency, for hub regions (regions multiply them). Edited entries are in bold. Saved to %1.</source>
        <translation>Prices are per rented unit in the catalog&apos;s currency, for hub regions (regions multiply them). Edited entries are in bold. Saved to %1.</translation>
    </message>
    <message>
        <source>Unsaved catalog edits</source>
        <translation>Unsaved catalog edits</translation>
    </message>
    <message>
        <source>Your catalog edits are in force but not saved. Save them?</source>
        <translation>Your catalog edits are in force but not saved. Save them?</translation>
    </message>
    <message>
        <source>Billing rules</source>
        <translation>Billing rules</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CatalogTableModel</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Slice</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>Hourly</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Daily</translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation>Weekly</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>Monthly</translation>
    </message>
    <message>
        <source>Yearly</source>
        <translation>Yearly</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>As of</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Memory (GB)</translation>
    </message>
    <message>
        <source>Usable memory (MiB)</source>
        <translation>Usable memory (MiB)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandwidth (GB/s)</translation>
    </message>
    <message>
        <source>BF16 (TFLOP/s)</source>
        <translation>BF16 (TFLOP/s)</translation>
    </message>
    <message>
        <source>FP16 (TFLOP/s)</source>
        <translation>FP16 (TFLOP/s)</translation>
    </message>
    <message>
        <source>FP8 (TFLOP/s)</source>
        <translation>FP8 (TFLOP/s)</translation>
    </message>
    <message>
        <source>FP32 (TFLOP/s)</source>
        <translation>FP32 (TFLOP/s)</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnect</translation>
    </message>
    <message>
        <source>Link (GB/s)</source>
        <translation>Link (GB/s)</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Tier</translation>
    </message>
    <message>
        <source>Price multiplier</source>
        <translation>Price multiplier</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>Latency (ms)</translation>
    </message>
    <message>
        <source>Edited: differs from the built-in catalog</source>
        <translation>Edited: differs from the built-in catalog</translation>
    </message>
    <message>
        <source>Your own entry: not in the built-in catalog</source>
        <translation>Your own entry: not in the built-in catalog</translation>
    </message>
    <message>
        <source>This field cannot be empty.</source>
        <translation>This field cannot be empty.</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>“%1” is not a number.</translation>
    </message>
    <message>
        <source>Write the date as year-month-day, e.g. 2026-11-30.</source>
        <translation>Write the date as year-month-day, e.g. 2026-11-30.</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Edit %1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>Reset %1</translation>
    </message>
    <message>
        <source>your own figure, entered in GPU Planner</source>
        <translation>your own figure, entered in GPU Planner</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Platform</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>Spot discount</translation>
    </message>
    <message>
        <source>Minimum term (h)</source>
        <translation>Minimum term (h)</translation>
    </message>
    <message>
        <source>Stopped (/h)</source>
        <translation>Stopped (/h)</translation>
    </message>
    <message>
        <source>When stopped</source>
        <translation>When stopped</translation>
    </message>
    <message>
        <source>No-GPU mode (/h)</source>
        <translation>No-GPU mode (/h)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>System disk (GB)</source>
        <translation>System disk (GB)</translation>
    </message>
    <message>
        <source>Outbound traffic (/GB)</source>
        <translation>Outbound traffic (/GB)</translation>
    </message>
    <message>
        <source>Spot notice (min)</source>
        <translation>Spot notice (min)</translation>
    </message>
    <message>
        <source>Spot protection (h)</source>
        <translation>Spot protection (h)</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CompareDialog</name>
    <message>
        <source>Compare two plans</source>
        <translation>Compare two plans</translation>
    </message>
    <message>
        <source>Plan &amp;A</source>
        <translation>Plan &amp;A</translation>
    </message>
    <message>
        <source>Plan &amp;B</source>
        <translation>Plan &amp;B</translation>
    </message>
    <message>
        <source>A scenario file or a project file (both plans of one kind)</source>
        <translation>A scenario file or a project file (both plans of one kind)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Compare</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Export &amp;JSON…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Export &amp;PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Recommended option</source>
        <translation>Recommended option</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>Total cost</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Input</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>Plan A</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>Plan B</translation>
    </message>
    <message>
        <source>Choose plan A and plan B: two scenario files or two project files.</source>
        <translation>Choose plan A and plan B: two scenario files or two project files.</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1: no such file.</translation>
    </message>
    <message>
        <source>%1 is a project file but %2 is a scenario file: compare two scenarios or two projects.</source>
        <translation>%1 is a project file but %2 is a scenario file: compare two scenarios or two projects.</translation>
    </message>
    <message>
        <source>%1 and %2 could not be compared: %3</source>
        <translation>%1 and %2 could not be compared: %3</translation>
    </message>
    <message>
        <source>none (nothing it compares can do the work)</source>
        <translation>none (nothing it compares can do the work)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>Inputs that differ</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>no price</translation>
    </message>
    <message>
        <source>same file</source>
        <translation>same file</translation>
    </message>
    <message>
        <source>same</source>
        <translation>same</translation>
    </message>
    <message>
        <source>different</source>
        <translation>different</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>No input differs: the two plans have the same inputs.</source>
        <translation>No input differs: the two plans have the same inputs.</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ</source>
        <translation>
            <numerusform>%n input(s) differ</numerusform>
            <numerusform>%n input(s) differ</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a plan</source>
        <translation>Choose a plan</translation>
    </message>
    <message>
        <source>Scenario and project files (*.json);;All files (*)</source>
        <translation>Scenario and project files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Nothing to export: compare two plans first.</source>
        <translation>Nothing to export: compare two plans first.</translation>
    </message>
    <message>
        <source>%1 is a plan being compared; an export must not replace it. Choose another file name.</source>
        <translation>%1 is a plan being compared; an export must not replace it. Choose another file name.</translation>
    </message>
    <message>
        <source>%1: the report could not be made; nothing was written.</source>
        <translation>%1: the report could not be made; nothing was written.</translation>
    </message>
    <message>
        <source>Export comparison as PDF</source>
        <translation>Export comparison as PDF</translation>
    </message>
    <message>
        <source>Export comparison as JSON</source>
        <translation>Export comparison as JSON</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Phase “%1”</source>
        <translation>Phase “%1”</translation>
    </message>
    <message>
        <source>GPU-hours of work</source>
        <translation>GPU-hours of work</translation>
    </message>
    <message>
        <source>%1 on compute</source>
        <translation>%1 on compute</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>Price per GPU-hour</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CostChartView</name>
    <message>
        <source>Total cost by region</source>
        <translation>Total cost by region</translation>
    </message>
    <message>
        <source>%1, %2: %3 %4</source>
        <translation>%1, %2: %3 %4</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Total cost (%1)</translation>
    </message>
    <message>
        <source>Total cost by region: the %1 best-ranked of %2 offerings</source>
        <translation>Total cost by region: the %1 best-ranked of %2 offerings</translation>
    </message>
    <message>
        <source>%1 (lines: P10–P90, 8 in 10 cases)</source>
        <translation>%1 (lines: P10–P90, 8 in 10 cases)</translation>
    </message>
    <message>
        <source>8 in 10 cases: %1–%2 %3</source>
        <translation>8 in 10 cases: %1–%2 %3</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CostPartsChartView</name>
    <message>
        <source>Total cost of each option, by part</source>
        <translation>Total cost of each option, by part</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Total cost (%1)</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::DurationChartView</name>
    <message>
        <source>Break-even at %1 h: %2 %3</source>
        <translation>Break-even at %1 h: %2 %3</translation>
    </message>
    <message>
        <source>Total cost against rental period</source>
        <translation>Total cost against rental period</translation>
    </message>
    <message>
        <source>Rental period (hours, log scale)</source>
        <translation>Rental period (hours, log scale)</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Total cost (%1)</translation>
    </message>
    <message>
        <source>break-even points</source>
        <translation>break-even points</translation>
    </message>
    <message>
        <source>The job is done after %1 h: %2 %3</source>
        <translation>The job is done after %1 h: %2 %3</translation>
    </message>
    <message>
        <source>end of each option&apos;s job</source>
        <translation>end of each option&apos;s job</translation>
    </message>
    <message>
        <source>this scenario&apos;s rental period</source>
        <translation>this scenario&apos;s rental period</translation>
    </message>
    <message>
        <source>Total cost against rental period (bands: price P10–P90; crosses: each job&apos;s hours and total, P10–P90)</source>
        <translation>Total cost against rental period (bands: price P10–P90; crosses: each job&apos;s hours and total, P10–P90)</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::InputPanel</name>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameters</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>Inference serving</translation>
    </message>
    <message>
        <source>Rental and data</source>
        <translation>Rental and data</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>Import config.json…</translation>
    </message>
    <message>
        <source>Read the architecture from a Hugging Face config.json file</source>
        <translation>Read the architecture from a Hugging Face config.json file</translation>
    </message>
    <message>
        <source> B</source>
        <comment>billions of parameters</comment>
        <translation> B</translation>
    </message>
    <message>
        <source>Total parameters in billions; moving it overrides the architecture&apos;s count</source>
        <translation>Total parameters in billions; moving it overrides the architecture&apos;s count</translation>
    </message>
    <message>
        <source>Imported or custom architecture</source>
        <translation>Imported or custom architecture</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5; %6 B active per token</source>
        <translation>%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5; %6 B active per token</translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation>Import Hugging Face config.json</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regions</translation>
    </message>
    <message>
        <source>Offerings</source>
        <translation>Offerings</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Regions to price every offering in</source>
        <translation>Regions to price every offering in</translation>
    </message>
    <message>
        <source>What to rent: whole cards, MIG or vGPU slices, spot cards, whole machines</source>
        <translation>What to rent: whole cards, MIG or vGPU slices, spot cards, whole machines</translation>
    </message>
    <message>
        <source> (your price)</source>
        <translation> (your price)</translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>Stored weights</translation>
    </message>
    <message>
        <source>How the weights are stored: the precision, or a quantised file format</source>
        <translation>How the weights are stored: the precision, or a quantised file format</translation>
    </message>
    <message>
        <source>As the precision</source>
        <translation>As the precision</translation>
    </message>
    <message>
        <source>Change input</source>
        <translation>Change input</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>Import config.json</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>Chinese yuan (CNY)</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>US dollar (USD)</translation>
    </message>
    <message>
        <source>%1 · %2 bits</source>
        <translation>%1 · %2 bits</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MainWindow</name>
    <message>
        <source>Import failed</source>
        <translation>Import failed</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Open scenario</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Scenario files (*.json)</translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation>About GPU Planner</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Planner %1&lt;/h3&gt;&lt;p&gt;GPU memory, run time and total cost of AI workloads on whole cards, GPU slices and other rentals, by region.&lt;/p&gt;&lt;p&gt;Built-in catalog as of %2. Prices are illustrative: replace them with your quotes.&lt;/p&gt;&lt;p&gt;Built with Qt %3 (LGPL v3) and nlohmann/json (MIT).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GPU Planner %1&lt;/h3&gt;&lt;p&gt;GPU memory, run time and total cost of AI workloads on whole cards, GPU slices and other rentals, by region.&lt;/p&gt;&lt;p&gt;Built-in catalog as of %2. Prices are illustrative: replace them with your quotes.&lt;/p&gt;&lt;p&gt;Built with Qt %3 (LGPL v3) and nlohmann/json (MIT).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;New</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Export &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation>&amp;About GPU Planner</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Cost by region</source>
        <translation>Cost by region</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>Cannot open scenario</translation>
    </message>
    <message>
        <source>Evaluated %1 options in %2 ms</source>
        <translation>Evaluated %1 options in %2 ms</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Untitled</translation>
    </message>
    <message>
        <source>%1[*] — GPU Planner</source>
        <translation>%1[*] — GPU Planner</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>The scenario has unsaved changes. Save them first?</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>Cannot save scenario</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Save scenario</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>Export JSON</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Opened with remarks</source>
        <translation>Opened with remarks</translation>
    </message>
    <message>
        <source>The scenario was opened, but:

%1</source>
        <translation>The scenario was opened, but:

%1</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>Cost over time</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Autosave failed: %1</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recover unsaved work</translation>
    </message>
    <message>
        <source>GPU Planner did not close cleanly last time. Restore the unsaved scenario?</source>
        <translation>GPU Planner did not close cleanly last time. Restore the unsaved scenario?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Cannot recover</translation>
    </message>
    <message>
        <source>Cost by part</source>
        <translation>Cost by part</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>Export &amp;PDF report…</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>Export PDF report</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Save chart</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>Save chart as PNG</translation>
    </message>
    <message>
        <source>%1 dpi…</source>
        <translation>%1 dpi…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Save chart as SVG…</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG images (*.svg)</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalog</translation>
    </message>
    <message>
        <source>&amp;Catalog: prices, GPUs, regions…</source>
        <translation>&amp;Catalog: prices, GPUs, regions…</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>Writing the PDF report…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Writing the PDF report: page %1…</source>
        <translation>Writing the PDF report: page %1…</translation>
    </message>
    <message>
        <source>PDF export stopped; nothing was written</source>
        <translation>PDF export stopped; nothing was written</translation>
    </message>
    <message>
        <source>Export refused</source>
        <translation>Export refused</translation>
    </message>
    <message>
        <source>%1 is read by this plan (the scenario, its model&apos;s config.json or your price catalog); an export must not replace it. Choose another file name.</source>
        <translation>%1 is read by this plan (the scenario, its model&apos;s config.json or your price catalog); an export must not replace it. Choose another file name.</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;User guide</translation>
    </message>
    <message>
        <source>What this tab shows and how to read it (user guide)</source>
        <translation>What this tab shows and how to read it (user guide)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caution:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;Caution:&lt;/b&gt; %1.</translation>
    </message>
    <message>
        <source>Cheapest that fits: &lt;b&gt;%1&lt;/b&gt; in %2, %3 %4 for %5.</source>
        <translation>Cheapest that fits: &lt;b&gt;%1&lt;/b&gt; in %2, %3 %4 for %5.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2: &lt;b&gt;%3&lt;/b&gt; per GPU on %4 GPU(s); %5 of %6 options fit.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2: &lt;b&gt;%3&lt;/b&gt; per GPU on %4 GPU(s); %5 of %6 options fit.</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;%1&lt;/b&gt; in %2, %3 %4 for %5; %6.</source>
        <translation>Recommended: &lt;b&gt;%1&lt;/b&gt; in %2, %3 %4 for %5; %6.</translation>
    </message>
    <message>
        <source>What drives the cost</source>
        <translation>What drives the cost</translation>
    </message>
    <message>
        <source>Co&amp;mpare…</source>
        <translation>Co&amp;mpare…</translation>
    </message>
    <message>
        <source>New pro&amp;ject</source>
        <translation>New pro&amp;ject</translation>
    </message>
    <message>
        <source>Open projec&amp;t…</source>
        <translation>Open projec&amp;t…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2: &lt;b&gt;%3&lt;/b&gt; per GPU on %4 GPU(s) per copy of the model; %5 of %6 options fit.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, %2: &lt;b&gt;%3&lt;/b&gt; per GPU on %4 GPU(s) per copy of the model; %5 of %6 options fit.</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MemoryChartView</name>
    <message>
        <source>GPU memory per GPU</source>
        <translation>GPU memory per GPU</translation>
    </message>
    <message>
        <source>This workload</source>
        <translation>This workload</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1: %2 GiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>%1–%2 GiB</source>
        <translation>%1–%2 GiB</translation>
    </message>
    <message>
        <source>%1 of %2 GiB usable</source>
        <translation>%1 of %2 GiB usable</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MonthlySpendChartView</name>
    <message>
        <source>%1: %2 %4 spent, %3 %4 so far</source>
        <translation>%1: %2 %4 spent, %3 %4 so far</translation>
    </message>
    <message>
        <source>Spend by month (%1)</source>
        <translation>Spend by month (%1)</translation>
    </message>
    <message>
        <source>Add a phase to see the spend by month</source>
        <translation>Add a phase to see the spend by month</translation>
    </message>
    <message>
        <source>Spent in the month</source>
        <translation>Spent in the month</translation>
    </message>
    <message>
        <source>Spent so far</source>
        <translation>Spent so far</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>Amount (%1)</translation>
    </message>
    <message>
        <source>%1: the budget of %2 %3 runs out on %4</source>
        <translation>%1: the budget of %2 %3 runs out on %4</translation>
    </message>
    <message>
        <source>%1, within the budget of %2 %3</source>
        <translation>%1, within the budget of %2 %3</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProjectWindow</name>
    <message>
        <source>Add a phase from a scenario</source>
        <translation>Add a phase from a scenario</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Scenario files (*.json)</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>&amp;Project</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>&amp;New project</translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation>&amp;Open project…</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>&amp;Save project</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>Save project &amp;as…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>Export &amp;JSON…</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>Export &amp;PDF report…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Starts on</source>
        <translation>&amp;Starts on</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>What the whole project may spend; 0 for no budget</source>
        <translation>What the whole project may spend; 0 for no budget</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>Hours</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>Cost (%1)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Add phase</source>
        <translation>&amp;Add phase</translation>
    </message>
    <message>
        <source>From a scenario file…</source>
        <translation>From a scenario file…</translation>
    </message>
    <message>
        <source>From the planner&apos;s scenario</source>
        <translation>From the planner&apos;s scenario</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Move &amp;up</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Move &amp;down</translation>
    </message>
    <message>
        <source>&amp;Edit in planner</source>
        <translation>&amp;Edit in planner</translation>
    </message>
    <message>
        <source>Open the phase&apos;s scenario in the planner: its changes there re-price the project as you make them</source>
        <translation>Open the phase&apos;s scenario in the planner: its changes there re-price the project as you make them</translation>
    </message>
    <message>
        <source>Selected phase</source>
        <translation>Selected phase</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>Starts</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>How many times the phase runs, one run after another</source>
        <translation>How many times the phase runs, one run after another</translation>
    </message>
    <message>
        <source>Monthly growth</source>
        <translation>Monthly growth</translation>
    </message>
    <message>
        <source> % a month</source>
        <translation> % a month</translation>
    </message>
    <message>
        <source>Serving only: each month has this much more load than the one before, compounding</source>
        <translation>Serving only: each month has this much more load than the one before, compounding</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <source>Spend by month</source>
        <translation>Spend by month</translation>
    </message>
    <message>
        <source>Untitled project</source>
        <translation>Untitled project</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>Open project</translation>
    </message>
    <message>
        <source>Project files (*.json)</source>
        <translation>Project files (*.json)</translation>
    </message>
    <message>
        <source>Opened with remarks</source>
        <translation>Opened with remarks</translation>
    </message>
    <message>
        <source>The project was opened, but:

%1</source>
        <translation>The project was opened, but:

%1</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>Cannot open project</translation>
    </message>
    <message>
        <source>Add a phase: a scenario run on the calendar (Add phase → from a scenario file, or the planner&apos;s).</source>
        <translation>Add a phase: a scenario run on the calendar (Add phase → from a scenario file, or the planner&apos;s).</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>From %1 to %2.</translation>
    </message>
    <message>
        <source>Following the planner&apos;s changes to “%1”.</source>
        <translation>Following the planner&apos;s changes to “%1”.</translation>
    </message>
    <message>
        <source>%1 (pinned)</source>
        <translation>%1 (pinned)</translation>
    </message>
    <message>
        <source>%1 (× %2)</source>
        <translation>%1 (× %2)</translation>
    </message>
    <message>
        <source>At the project&apos;s start</source>
        <translation>At the project&apos;s start</translation>
    </message>
    <message>
        <source>On a date</source>
        <translation>On a date</translation>
    </message>
    <message>
        <source>After “%1”</source>
        <translation>After “%1”</translation>
    </message>
    <message>
        <source>Best-ranked</source>
        <translation>Best-ranked</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1 (does not fit)</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>not saved</translation>
    </message>
    <message>
        <source>%1 (%2)[*] — GPU Planner project</source>
        <translation>%1 (%2)[*] — GPU Planner project</translation>
    </message>
    <message>
        <source>Cannot add phase</source>
        <translation>Cannot add phase</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The project has unsaved changes. Save them first?</source>
        <translation>The project has unsaved changes. Save them first?</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>Cannot save project</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Saved %1</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>Save project</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Export project</source>
        <translation>Export project</translation>
    </message>
    <message>
        <source>Export refused</source>
        <translation>Export refused</translation>
    </message>
    <message>
        <source>%1 is read by this project; an export must not replace it. Choose another file name.</source>
        <translation>%1 is read by this project; an export must not replace it. Choose another file name.</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>Writing the PDF report…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Writing the PDF report: page %1…</source>
        <translation>Writing the PDF report: page %1…</translation>
    </message>
    <message>
        <source>PDF export stopped; nothing was written</source>
        <translation>PDF export stopped; nothing was written</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exported %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source> (%1%2 vs before)</source>
        <translation> (%1%2 vs before)</translation>
    </message>
    <message>
        <source>Total: &lt;b&gt;%1&lt;/b&gt;%2.</source>
        <translation>Total: &lt;b&gt;%1&lt;/b&gt;%2.</translation>
    </message>
    <message>
        <source>Range %1–%2 %3 (each phase&apos;s P10 and P90 added up).</source>
        <translation>Range %1–%2 %3 (each phase&apos;s P10 and P90 added up).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Phases without a price: %1&lt;/b&gt; (not in the total).</source>
        <translation>&lt;b&gt;Phases without a price: %1&lt;/b&gt; (not in the total).</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::RecommendationView</name>
    <message>
        <source>Recommendation</source>
        <translation>Recommendation</translation>
    </message>
    <message>
        <source>No option fits this workload. Add GPUs, a larger card or quantised weights, or compare other offerings.</source>
        <translation>No option fits this workload. Add GPUs, a larger card or quantised weights, or compare other offerings.</translation>
    </message>
    <message>
        <source>Before you buy %1:</source>
        <translation>Before you buy %1:</translation>
    </message>
    <message>
        <source>Left out (%1):</source>
        <translation>Left out (%1):</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message>
        <source>No compared option can do this work; each one left out below says why.</source>
        <translation>No compared option can do this work; each one left out below says why.</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::SliderSpinBox</name>
    <message>
        <source>Type a number from %1 to %2.</source>
        <translation>Type a number from %1 to %2.</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::TimelineChartView</name>
    <message>
        <source>Add a phase to see the project&apos;s timeline</source>
        <translation>Add a phase to see the project&apos;s timeline</translation>
    </message>
    <message>
        <source>Phases on the calendar, by kind of rental</source>
        <translation>Phases on the calendar, by kind of rental</translation>
    </message>
    <message>
        <source>%1: %2
%3 to %4, %5; %6 %7</source>
        <translation>%1: %2
%3 to %4, %5; %6 %7</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Date (each phase from its start to its end)</source>
        <translation>Date (each phase from its start to its end)</translation>
    </message>
    <message>
        <source>No price (see the row)</source>
        <translation>No price (see the row)</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::TornadoChartView</name>
    <message>
        <source>%1: %2 to %3 %4 (point estimate %5)</source>
        <translation>%1: %2 to %3 %4 (point estimate %5)</translation>
    </message>
    <message>
        <source>Ranges are off for this scenario: remove &quot;enabled&quot;: false from its &quot;uncertainty&quot; to see what drives the cost</source>
        <translation>Ranges are off for this scenario: remove &quot;enabled&quot;: false from its &quot;uncertainty&quot; to see what drives the cost</translation>
    </message>
    <message>
        <source>What drives the cost of %1: each input alone from its P10 to its P90</source>
        <translation>What drives the cost of %1: each input alone from its P10 to its P90</translation>
    </message>
    <message>
        <source>Total cost (%1); the line is the point estimate</source>
        <translation>Total cost (%1); the line is the point estimate</translation>
    </message>
    <message>
        <source>below the point estimate</source>
        <translation>below the point estimate</translation>
    </message>
    <message>
        <source>above the point estimate</source>
        <translation>above the point estimate</translation>
    </message>
    <message>
        <source>%1 ×%2–%3</source>
        <translation>%1 ×%2–%3</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>What drives the cost: no option is recommended (none fits or finishes)</source>
        <translation>What drives the cost: no option is recommended (none fits or finishes)</translation>
    </message>
    <message>
        <source>What drives the cost of %1: no uncertain input moves it</source>
        <translation>What drives the cost of %1: no uncertain input moves it</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::WaterfallChartView</name>
    <message>
        <source>%1 → %2 %3 (%4)</source>
        <translation>%1 → %2 %3 (%4)</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>costs more in B</source>
        <translation>costs more in B</translation>
    </message>
    <message>
        <source>costs less in B</source>
        <translation>costs less in B</translation>
    </message>
    <message>
        <source>Plan A: %1</source>
        <translation>Plan A: %1</translation>
    </message>
    <message>
        <source>Plan B: %1</source>
        <translation>Plan B: %1</translation>
    </message>
    <message>
        <source>Neither plan has a price (nothing it compares can do the work): no cost to explain</source>
        <translation>Neither plan has a price (nothing it compares can do the work): no cost to explain</translation>
    </message>
    <message>
        <source>Plan A has no price (nothing it compares can do the work): no cost to explain</source>
        <translation>Plan A has no price (nothing it compares can do the work): no cost to explain</translation>
    </message>
    <message>
        <source>Plan B has no price (nothing it compares can do the work): no cost to explain</source>
        <translation>Plan B has no price (nothing it compares can do the work): no cost to explain</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>Total cost (%1)</translation>
    </message>
    <message>
        <source>From A&apos;s total to B&apos;s, by cost part</source>
        <translation>From A&apos;s total to B&apos;s, by cost part</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--currency: expected CNY or USD, got &quot;%1&quot;</source>
        <translation>--currency: expected CNY or USD, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--lang: expected zh_CN or en, got &quot;%1&quot;</source>
        <translation>--lang: expected zh_CN or en, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>GPU Planner: how much GPU memory an AI workload needs, how long it runs, and what it costs on whole cards, GPU slices and other rentals in each region.
Without --scenario it opens the window.</source>
        <translation>GPU Planner: how much GPU memory an AI workload needs, how long it runs, and what it costs on whole cards, GPU slices and other rentals in each region.
Without --scenario it opens the window.</translation>
    </message>
    <message>
        <source>Scenario file to open in the window.</source>
        <translation>Scenario file to open in the window.</translation>
    </message>
    <message>
        <source>Evaluate FILE without a window (prints JSON unless an export is given).</source>
        <translation>Evaluate FILE without a window (prints JSON unless an export is given).</translation>
    </message>
    <message>
        <source>Write the result as JSON to OUT (- for standard output).</source>
        <translation>Write the result as JSON to OUT (- for standard output).</translation>
    </message>
    <message>
        <source>Write the compared options as CSV to OUT (- for standard output).</source>
        <translation>Write the compared options as CSV to OUT (- for standard output).</translation>
    </message>
    <message>
        <source>Language of the window and exports: zh_CN or en.</source>
        <translation>Language of the window and exports: zh_CN or en.</translation>
    </message>
    <message>
        <source>Version %1, built-in catalog of %2. Uses Qt (LGPL v3) and nlohmann/json (MIT).</source>
        <translation>Version %1, built-in catalog of %2. Uses Qt (LGPL v3) and nlohmann/json (MIT).</translation>
    </message>
    <message>
        <source>Write the comparison as an A4 PDF report to OUT.</source>
        <translation>Write the comparison as an A4 PDF report to OUT.</translation>
    </message>
    <message>
        <source>several --scenario files need --export-dir DIR</source>
        <translation>several --scenario files need --export-dir DIR</translation>
    </message>
    <message>
        <source>with --export-dir, each scenario is written as &lt;name&gt;.json, .csv and .pdf</source>
        <translation>with --export-dir, each scenario is written as &lt;name&gt;.json, .csv and .pdf</translation>
    </message>
    <message>
        <source>Write &lt;name&gt;.json, .csv and .pdf for every --scenario FILE into DIR.</source>
        <translation>Write &lt;name&gt;.json, .csv and .pdf for every --scenario FILE into DIR.</translation>
    </message>
    <message>
        <source>Write the CSV without a UTF-8 byte-order mark.</source>
        <translation>Write the CSV without a UTF-8 byte-order mark.</translation>
    </message>
    <message>
        <source>Write the CSV header as stable English column keys.</source>
        <translation>Write the CSV header as stable English column keys.</translation>
    </message>
    <message>
        <source>Add a second table to the CSV: the memory breakdown per GPU.</source>
        <translation>Add a second table to the CSV: the memory breakdown per GPU.</translation>
    </message>
    <message>
        <source>%1: the export would replace this scenario file; choose another file or folder</source>
        <translation>%1: the export would replace this scenario file; choose another file or folder</translation>
    </message>
    <message>
        <source>--export-dir: cannot create the folder &quot;%1&quot;</source>
        <translation>--export-dir: cannot create the folder &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: two exports of this run would be written to this file (scenarios with the same name?); nothing was written</source>
        <translation>%1: two exports of this run would be written to this file (scenarios with the same name?); nothing was written</translation>
    </message>
    <message>
        <source>--export-dir needs --scenario FILE</source>
        <translation>--export-dir needs --scenario FILE</translation>
    </message>
    <message>
        <source>-: two exports of this run would go to standard output, one after the other; send one of them to a file. Nothing was written</source>
        <translation>-: two exports of this run would go to standard output, one after the other; send one of them to a file. Nothing was written</translation>
    </message>
    <message>
        <source>--export-dir: &quot;%1&quot; is a file, not a folder</source>
        <translation>--export-dir: &quot;%1&quot; is a file, not a folder</translation>
    </message>
    <message>
        <source>Price the project FILE (phases on a calendar) without a window; prints its JSON unless an export is given.</source>
        <translation>Price the project FILE (phases on a calendar) without a window; prints its JSON unless an export is given.</translation>
    </message>
    <message>
        <source>Compare plan A with plan B (two scenario files or two project files: --compare A.json B.json); prints the comparison&apos;s JSON unless an export is given.</source>
        <translation>Compare plan A with plan B (two scenario files or two project files: --compare A.json B.json); prints the comparison&apos;s JSON unless an export is given.</translation>
    </message>
    <message>
        <source>%1: the export would replace this file, which the run reads (a phase&apos;s scenario, a model config.json or your price catalog); choose another file or folder</source>
        <translation>%1: the export would replace this file, which the run reads (a phase&apos;s scenario, a model config.json or your price catalog); choose another file or folder</translation>
    </message>
    <message>
        <source>%1: the export would replace this plan file (a scenario or project); choose another file or folder</source>
        <translation>%1: the export would replace this plan file (a scenario or project); choose another file or folder</translation>
    </message>
    <message>
        <source>not priced, left out of the total: %1</source>
        <translation>not priced, left out of the total: %1</translation>
    </message>
    <message>
        <source>--currency: a project is priced in its own currency (its file&apos;s &quot;currency&quot;)</source>
        <translation>--currency: a project is priced in its own currency (its file&apos;s &quot;currency&quot;)</translation>
    </message>
    <message>
        <source>--compare needs two files: --compare A.json B.json</source>
        <translation>--compare needs two files: --compare A.json B.json</translation>
    </message>
    <message>
        <source>--export-csv: a comparison is exported as JSON or PDF</source>
        <translation>--export-csv: a comparison is exported as JSON or PDF</translation>
    </message>
    <message>
        <source>--currency: a comparison is priced in plan A&apos;s currency</source>
        <translation>--currency: a comparison is priced in plan A&apos;s currency</translation>
    </message>
    <message>
        <source>--scenario, --project and --compare are separate runs; give one</source>
        <translation>--scenario, --project and --compare are separate runs; give one</translation>
    </message>
    <message>
        <source>--export-dir is for --scenario files; name each export of a project or comparison</source>
        <translation>--export-dir is for --scenario files; name each export of a project or comparison</translation>
    </message>
    <message>
        <source>--export-json, --export-csv and --export-pdf need --scenario FILE, --project FILE or --compare A B</source>
        <translation>--export-json, --export-csv and --export-pdf need --scenario FILE, --project FILE or --compare A B</translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is a project and &quot;%2&quot; a scenario; compare two scenarios or two projects</source>
        <translation>--compare: &quot;%1&quot; is a project and &quot;%2&quot; a scenario; compare two scenarios or two projects</translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is a scenario and &quot;%2&quot; a project; compare two scenarios or two projects</source>
        <translation>--compare: &quot;%1&quot; is a scenario and &quot;%2&quot; a project; compare two scenarios or two projects</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a file without an option before it; name it with --scenario, --project or --compare</source>
        <translation>&quot;%1&quot;: a file without an option before it; name it with --scenario, --project or --compare</translation>
    </message>
    <message>
        <source>--%1: expected a value, found the option &quot;%2&quot;</source>
        <translation>--%1: expected a value, found the option &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Currency of a scenario&apos;s result: CNY or USD (a project or comparison keeps its own).</source>
        <translation>Currency of a scenario&apos;s result: CNY or USD (a project or comparison keeps its own).</translation>
    </message>
</context>
</TS>
