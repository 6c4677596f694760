<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ChartSupport</name>
    <message numerus="yes">
        <source>the %n best-ranked shown, %1 more in the option table</source>
        <translation>
            <numerusform>仅显示排名前 %n 的方案，其余 %1 个见方案表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) left out: short of memory, not done in time, or short of the latency target or the load</source>
        <translation>
            <numerusform>未列出 %n 个方案：显存不够、租期内跑不完，或无法满足延迟目标与负载要求</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <source>activation_bytes</source>
        <translation>每元素激活字节数</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>adapter</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>batched_tokens</source>
        <translation>单次前向 token 数</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>每参数字节数</translation>
    </message>
    <message>
        <source>concurrency</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <source>context</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>embedding_bits</source>
        <translation>嵌入层每参数比特数</translation>
    </message>
    <message>
        <source>embedding_params</source>
        <translation>嵌入层参数量</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>固定开销</translation>
    </message>
    <message>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>gpus</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>host_bytes</source>
        <translation>放到内存的字节数</translation>
    </message>
    <message>
        <source>in_flight_tokens</source>
        <translation>进行中的 token 数</translation>
    </message>
    <message>
        <source>kv_cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>kv_elements_per_token_layer</source>
        <translation>每 token 每层 KV 元素数</translation>
    </message>
    <message>
        <source>kv_split</source>
        <translation>KV 切分份数</translation>
    </message>
    <message>
        <source>largest_tensor_params</source>
        <translation>最大张量参数量</translation>
    </message>
    <message>
        <source>layer_bytes_per_token</source>
        <translation>每层每 token 字节数</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>layers_on_gpu</source>
        <translation>本卡层数</translation>
    </message>
    <message>
        <source>linear_bits</source>
        <translation>线性层每参数比特数</translation>
    </message>
    <message>
        <source>linear_params</source>
        <translation>线性层参数量</translation>
    </message>
    <message>
        <source>lora_params</source>
        <translation>LoRA 参数量</translation>
    </message>
    <message>
        <source>loss_bytes_per_logit</source>
        <translation>损失每 logit 字节数</translation>
    </message>
    <message>
        <source>loss_tokens</source>
        <translation>同时算损失的 token 数</translation>
    </message>
    <message>
        <source>mlp_width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>other_parts</source>
        <translation>其余各项之和</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>params</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>shards</source>
        <translation>分片数</translation>
    </message>
    <message>
        <source>state_bytes</source>
        <translation>每参数状态字节数</translation>
    </message>
    <message>
        <source>tensor_parallel</source>
        <translation>张量并行数</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token 数</translation>
    </message>
    <message>
        <source>vocab</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>window</source>
        <translation>窗口长度</translation>
    </message>
    <message>
        <source>windowed_layers</source>
        <translation>滑动窗口层数</translation>
    </message>
    <message>
        <source>zero3_shards</source>
        <translation>ZeRO-3 分片数</translation>
    </message>
    <message>
        <source>(linear_params × linear_bits + embedding_params × embedding_bits) / 8 / gpus</source>
        <translation>（线性层参数量 × 线性层每参数比特数 + 嵌入层参数量 × 嵌入层每参数比特数）/ 8 / GPU 数</translation>
    </message>
    <message>
        <source>max(kv_bytes(concurrency × in_flight_tokens), kv_bytes(1 × context)) / kv_split; kv_bytes counts 2 × kv_heads × head_dim × bytes per token and layer, windowed layers at most the window</source>
        <translation>max(KV 字节(并发序列数 × 进行中的 token 数), KV 字节(1 × 上下文长度)) / KV 切分份数；KV 字节按每 token 每层 2 × KV 头数 × 头维度 × 字节数计，滑动窗口层最多算到窗口长度</translation>
    </message>
    <message>
        <source>(layers_on_gpu × 2 × tokens × hidden + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel</source>
        <translation>（本卡层数 × 2 × token 数 × 隐藏维度 + max(token 数 × 每层每 token 字节数, 损失每 logit 字节数 × 同时算损失的 token 数 × 词表大小)）/ 张量并行数</translation>
    </message>
    <message>
        <source>(layers_on_gpu × tokens × layer_bytes_per_token + loss_bytes_per_logit × loss_tokens × vocab) / tensor_parallel</source>
        <translation>（本卡层数 × token 数 × 每层每 token 字节数 + 损失每 logit 字节数 × 同时算损失的 token 数 × 词表大小）/ 张量并行数</translation>
    </message>
    <message>
        <source>params × bytes / (tensor_parallel × pipeline_parallel × zero3_shards)</source>
        <translation>参数量 × 每参数字节数 /（张量并行数 × 流水线并行数 × ZeRO-3 分片数）</translation>
    </message>
    <message>
        <source>lora_params × bytes</source>
        <translation>LoRA 参数量 × 每参数字节数</translation>
    </message>
    <message>
        <source>lora_params × state_bytes</source>
        <translation>LoRA 参数量 × 每参数状态字节数</translation>
    </message>
    <message>
        <source>largest_tensor_params × bytes / shards (optimizer in backward)</source>
        <translation>最大张量参数量 × 每参数字节数 / 分片数（反向传播中即时更新优化器）</translation>
    </message>
    <message>
        <source>params × bytes / shards (tensor × pipeline × expert and ZeRO-2)</source>
        <translation>参数量 × 每参数字节数 / 分片数（张量 × 流水线 × 专家并行及 ZeRO-2）</translation>
    </message>
    <message>
        <source>params × bytes / shards (tensor × pipeline × expert and ZeRO-3)</source>
        <translation>参数量 × 每参数字节数 / 分片数（张量 × 流水线 × 专家并行及 ZeRO-3）</translation>
    </message>
    <message>
        <source>params × state_bytes / shards (tensor × pipeline × expert and ZeRO-1)</source>
        <translation>参数量 × 每参数状态字节数 / 分片数（张量 × 流水线 × 专家并行及 ZeRO-1）</translation>
    </message>
    <message>
        <source>offloaded to CPU memory: gradients + optimizer states</source>
        <translation>已卸载到 CPU 内存：梯度 + 优化器状态</translation>
    </message>
    <message>
        <source>offloaded to CPU memory</source>
        <translation>已卸载到 CPU 内存</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer + activations + kv_cache + adapter + overhead</source>
        <translation>权重 + 梯度 + 优化器状态 + 激活值 + KV 缓存 + 适配器 + 额外开销</translation>
    </message>
    <message>
        <source>(layers_on_gpu × tokens × kept_bytes_per_token + max(tokens × layer_bytes_per_token, loss_bytes_per_logit × loss_tokens × vocab)) / tensor_parallel</source>
        <translation>（本卡层数 × token 数 × 每 token 保留字节数 + max(token 数 × 每层每 token 字节数, 损失每 logit 字节数 × 同时算损失的 token 数 × 词表大小)）/ 张量并行数</translation>
    </message>
    <message>
        <source>loss_cache_bytes_per_logit</source>
        <translation>损失缓存每 logit 字节数</translation>
    </message>
    <message>
        <source>fixed + fraction × other_parts + loss_cache_bytes_per_logit × tokens × vocab / tensor_parallel</source>
        <translation>固定开销 + 比例 × 其余各项之和 + 损失缓存每 logit 字节数 × token 数 × 词表大小 / 张量并行数</translation>
    </message>
    <message>
        <source>fixed + fraction × other_parts</source>
        <translation>固定开销 + 比例 × 其余各项之和</translation>
    </message>
    <message>
        <source>((linear_params − routed_expert_params) × linear_bits + embedding_params × embedding_bits) / 8 / gpus + routed_expert_params × linear_bits / 8 / expert_gpus</source>
        <translation>（（线性层参数量 − 路由专家参数量）× 线性层每参数比特数 + 嵌入层参数量 × 嵌入层每参数比特数）/ 8 / GPU 数 + 路由专家参数量 × 线性层每参数比特数 / 8 / 专家分片数</translation>
    </message>
    <message>
        <source>params × bytes × ((1 − expert_share) / zero3_shards + expert_share / expert_shards)</source>
        <translation>参数量 × 每参数字节数 ×（（1 − 路由专家占比）/ ZeRO-3 分片数 + 路由专家占比 / 专家分片数）</translation>
    </message>
    <message>
        <source>sampler_bytes_per_logit</source>
        <translation>采样每 logit 字节数</translation>
    </message>
    <message>
        <source>max_num_seqs</source>
        <translation>引擎同时运行的序列上限</translation>
    </message>
    <message>
        <source>max(batched_tokens × activation_bytes × (3 × hidden + 3 × mlp_width / gpus), max_num_seqs × vocab × sampler_bytes_per_logit + batched_tokens × activation_bytes × hidden)</source>
        <translation>max(单次前向 token 数 × 每元素激活字节数 × (3 × 隐藏维度 + 3 × MLP 宽度 / GPU 数), 引擎同时运行的序列上限 × 词表大小 × 采样每 logit 字节数 + 单次前向 token 数 × 每元素激活字节数 × 隐藏维度)</translation>
    </message>
    <message>
        <source>engine_overhead + tensor_parallel_buffers</source>
        <translation>引擎自身开销 + 张量并行通信缓冲</translation>
    </message>
    <message>
        <source>engine_overhead</source>
        <translation>引擎自身开销</translation>
    </message>
    <message>
        <source>tensor_parallel_buffers</source>
        <translation>张量并行通信缓冲</translation>
    </message>
    <message>
        <source>params × bytes / shards (tensor × pipeline × expert and ZeRO-3) + fp8_weight_cache; fp8_weight_cache = linear_params / (tensor × pipeline × expert)</source>
        <translation>参数量 × 每参数字节数 / 分片数（张量 × 流水线 × 专家并行及 ZeRO-3）+ FP8 权重缓存；FP8 权重缓存 = 线性层参数量 / （张量 × 流水线 × 专家并行）</translation>
    </message>
    <message>
        <source>fp8_weight_cache</source>
        <translation>FP8 权重缓存</translation>
    </message>
</context>
<context>
    <name>InputField</name>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU（模型算力利用率）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批大小</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Tokens processed in total: dataset tokens × epochs, in billions</source>
        <translation>总共处理的 token 数：数据集 token × 轮数，单位 B（1 B 即 10 亿）</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>全部线性层</translation>
    </message>
    <message>
        <source>Attention only</source>
        <translation>仅注意力层</translation>
    </message>
    <message>
        <source>W_q and W_v only</source>
        <translation>仅 W_q 和 W_v</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 作用层</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Optimizer states in CPU memory (offload)</source>
        <translation>优化器状态放到 CPU 内存（卸载）</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>日请求量</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>并发序列数</translation>
    </message>
    <message>
        <source>Context length</source>
        <translation>上下文长度</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>Continuous batching (vLLM-style)</source>
        <translation>连续批处理（vLLM 方式）</translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation>端到端延迟目标</translation>
    </message>
    <message>
        <source>Limit time per request</source>
        <translation>限制单个请求的端到端耗时</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Rental period</source>
        <translation>租期</translation>
    </message>
    <message>
        <source>Fixed rental period</source>
        <translation>固定租期</translation>
    </message>
    <message>
        <source>as long as the work takes</source>
        <translation>按任务所需时长</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Set a budget</source>
        <translation>设置预算</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source> h</source>
        <extracomment>hours</extracomment>
        <translation> 小时</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>seconds</extracomment>
        <translation> 秒</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> B</source>
        <extracomment>billions (of tokens)</extracomment>
        <translation> B token</translation>
    </message>
    <message>
        <source>Standard (all logits at once)</source>
        <translation>标准（一次算出全部 logits）</translation>
    </message>
    <message>
        <source>Chunked or fused (Liger, Cut Cross-Entropy)</source>
        <translation>分块或融合（Liger、Cut Cross-Entropy）</translation>
    </message>
    <message>
        <source>Loss computation</source>
        <translation>损失计算方式</translation>
    </message>
    <message>
        <source>Standard: the logits of every token are made at once and kept in fp32 for the loss (Hugging Face default), which dominates memory with large vocabularies and long sequences. Chunked or fused: a chunk of tokens at a time</source>
        <translation>标准：一次算出所有 token 的 logits，并以 fp32 参与损失计算（Hugging Face 默认做法），词表大、序列长时这部分显存占大头。分块或融合：每次只处理一块 token</translation>
    </message>
    <message>
        <source>GPU memory the engine takes</source>
        <translation>推理引擎显存占比</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the serving engine claims at start (vLLM: --gpu-memory-utilization); weights, working memory and the KV cache must fit in it</source>
        <translation>推理引擎启动时占用每张卡显存的比例（vLLM 的 --gpu-memory-utilization）；权重、运行时缓冲和 KV 缓存都要装在这部分显存里</translation>
    </message>
    <message>
        <source>Set the engine&apos;s memory share</source>
        <translation>自定显存占用比例</translation>
    </message>
    <message>
        <source>Tokens per forward pass</source>
        <translation>单次前向的 token 上限</translation>
    </message>
    <message>
        <source>Set tokens per forward pass</source>
        <translation>自定单次前向 token 上限</translation>
    </message>
    <message>
        <source>Mixed-precision training (DeepSpeed, Megatron-LM, FSDP) updates an fp32 copy of the 16-bit weights; pure bf16 training (e.g. torchtune) updates the weights in place and needs no copy</source>
        <translation>混合精度训练（DeepSpeed、Megatron-LM、FSDP）在 16 位权重之外另存一份 fp32 副本用于更新；纯 bf16 训练（如 torchtune）直接原地更新权重，不需要这份副本</translation>
    </message>
    <message>
        <source>Each weight is updated as soon as its gradient is ready and the gradient is freed (torchtune: optimizer_in_bwd), so only the largest tensor&apos;s gradient is held; no gradient accumulation</source>
        <translation>每个权重的梯度一算好就立即更新并释放（torchtune 的 optimizer_in_bwd），显存里只需容纳最大那个张量的梯度；不能再做梯度累积</translation>
    </message>
    <message>
        <source>Saved activations in CPU memory (offload)</source>
        <translation>激活值暂存到 CPU 内存（卸载）</translation>
    </message>
    <message>
        <source>Activations saved for the backward pass wait in CPU memory and come back layer by layer (torchtune: enable_activation_offloading); the GPU keeps the layers in flight</source>
        <translation>为反向传播保存的激活值先放在 CPU 内存，需要时逐层取回（torchtune 的 enable_activation_offloading）；显卡上只留正在计算的几层</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, all GPUs together; gradients are synchronised once per step, and micro-batches beyond what the GPUs run at once are accumulated</source>
        <translation>每次优化器更新所用的序列数（所有 GPU 合计）；梯度每步同步一次，超出各卡单次容量的部分通过梯度累积完成</translation>
    </message>
    <message>
        <source>Set the global batch</source>
        <translation>自定全局批大小</translation>
    </message>
    <message>
        <source>Tensor parallel GPUs</source>
        <translation>张量并行卡数</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s matrices are split over (Megatron-LM); they talk every layer, so keep them inside one server</source>
        <translation>每层的矩阵切分到几张卡上（Megatron-LM）；这些卡每一层都要通信，应放在同一台服务器内</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线并行段数</translation>
    </message>
    <message>
        <source>Stages the layers are split into; each stage waits while the pipeline fills and drains</source>
        <translation>把各层分成几段；流水线灌满和排空时，每段都有空等时间</translation>
    </message>
    <message>
        <source>Expert parallel GPUs</source>
        <translation>专家并行卡数</translation>
    </message>
    <message>
        <source>Mixture of experts: GPUs the experts are spread over, each holding a share of them; tokens travel to their experts and back every layer</source>
        <translation>混合专家模型：把专家分散到几张卡上，每张卡只放一部分；每一层 token 都要发往对应专家再传回</translation>
    </message>
    <message>
        <source>fp32 master weights (+4 bytes per weight)</source>
        <translation>fp32 主权重（每个权重多 4 字节）</translation>
    </message>
    <message>
        <source>Optimizer in backward (frees gradients)</source>
        <translation>反向传播中即时更新参数（梯度用完即释放）</translation>
    </message>
    <message>
        <source>Share of GPU memory to keep free</source>
        <translation>显存预留比例</translation>
    </message>
    <message>
        <source>Users per day</source>
        <translation>日活用户数</translation>
    </message>
    <message>
        <source>Requests per user per day</source>
        <translation>每用户每天请求数</translation>
    </message>
    <message>
        <source>Questions or calls each user sends on a day; a chat turn, an API call or a document to summarise is one request</source>
        <translation>每位用户一天发出的提问或调用次数；一轮对话、一次 API 调用或一篇待摘要的文档各算一次请求</translation>
    </message>
    <message>
        <source>Busiest hour&apos;s share of the day</source>
        <translation>高峰小时占全天比例</translation>
    </message>
    <message>
        <source>Share of a day&apos;s requests that arrive in its busiest hour; the replicas are sized for that hour. 4.2% is an even spread over 24 hours, 10% a service used mostly in office hours</source>
        <translation>一天的请求中落在最忙那一小时的比例；副本数按这一小时来配。4.2% 表示 24 小时均匀分布，10% 大致是主要在工作时间使用的服务</translation>
    </message>
    <message>
        <source>Set the busiest hour&apos;s share</source>
        <translation>自定高峰小时比例</translation>
    </message>
    <message>
        <source>Prompt tokens per request</source>
        <translation>每次请求输入 token 数</translation>
    </message>
    <message>
        <source>Answer tokens per request</source>
        <translation>每次请求输出 token 数</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <translation>单个检查点大小</translation>
    </message>
    <message>
        <source>Checkpoints kept</source>
        <translation>保留的检查点数</translation>
    </message>
    <message>
        <source>How many checkpoints the disks hold at once; each is the checkpoint size above</source>
        <translation>磁盘上同时保留的检查点个数，每个的大小即上面的“单个检查点大小”</translation>
    </message>
    <message>
        <source>Disks kept after the job</source>
        <translation>任务结束后磁盘保留</translation>
    </message>
    <message>
        <source>Days the disks stay (and are billed) after the job ends, until you delete them</source>
        <translation>任务结束后磁盘继续保留（并计费）的天数，直到你删除为止</translation>
    </message>
    <message>
        <source>Save a checkpoint on reclaim notice</source>
        <translation>收到回收通知时保存检查点</translation>
    </message>
    <message>
        <source>Spot platforms warn minutes before they reclaim an instance; a job that saves a checkpoint then loses those minutes instead of half a checkpoint interval</source>
        <translation>抢占式实例被回收前平台会提前几分钟通知；任务若在此时保存检查点，损失的只是这几分钟，而不是半个检查点间隔</translation>
    </message>
    <message>
        <source>Full: each layer recomputed from its input</source>
        <translation>完全：每层从输入重新计算</translation>
    </message>
    <message>
        <source>Selective: attention outputs and every other matrix product kept</source>
        <translation>选择性：保留注意力输出，矩阵乘结果每隔一个保留一个</translation>
    </message>
    <message>
        <source>None: every activation kept</source>
        <translation>不使用：保留全部激活值</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Number format of the weights. Full training in FP8 keeps the weights and gradients in bf16 and computes the linear layers in FP8; attention stays in bf16. A card without FP8 trains at bf16.</source>
        <translation>权重的数值格式。以 FP8 做全参训练时，权重和梯度仍以 bf16 保存，只有线性层用 FP8 计算，注意力仍用 bf16。没有 FP8 算力的显卡按 bf16 训练。</translation>
    </message>
    <message>
        <source> days</source>
        <extracomment>days</extracomment>
        <translation> 天</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Compiled with torch.compile</source>
        <translation>用 torch.compile 编译</translation>
    </message>
    <message>
        <source>The training stack compiles the model (torchtitan and torchtune: compile = True; Hugging Face: torch_compile). Fused kernels ran 1.16–1.27 times as fast in published runs; the catalog&apos;s torch_compile_speedup applies</source>
        <translation>训练框架先编译模型再训练（torchtitan 和 torchtune：compile = True；Hugging Face：torch_compile）。公开实测中，融合后的内核快了 1.16–1.27 倍；按价格目录的 torch_compile_speedup 计算</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the estimate should leave free; an option that fits with less is marked a tight fit. 5%: the estimate fell short of measured peaks by up to 6% (median 5%)</source>
        <translation>估算结果之外每张卡应留出的显存比例；留出不足的方案标为“余量紧张”。默认 5%：估算比实测峰值最多低 6%（中位数 5%）</translation>
    </message>
    <message>
        <source>Hide expert traffic behind computation</source>
        <translation>专家通信与计算重叠</translation>
    </message>
    <message>
        <source>The stack sends one micro-batch&apos;s tokens to their experts while it computes another&apos;s (Megatron Core: overlap_moe_expert_parallel_comm; DeepSeek-V3: DualPipe), so the all-to-alls cost time only where the computation is shorter. Off: each layer waits for its tokens, as in Megatron Core by default</source>
        <translation>训练框架在计算一个微批次的同时，把另一个微批次的 token 发往各自的专家（Megatron Core：overlap_moe_expert_parallel_comm；DeepSeek-V3：DualPipe），all-to-all 通信只有超出计算时间的部分才会拖慢训练。关闭时，每一层都要等 token 到齐才继续计算，Megatron Core 默认即如此</translation>
    </message>
    <message>
        <source>Virtual stages per GPU</source>
        <translation>每卡虚拟流水线段数</translation>
    </message>
    <message>
        <source>Interleaved pipeline (Megatron Core: virtual_pipeline_model_parallel_size): each GPU holds this many separate runs of layers, so the pipeline fills and drains that many times faster, for a little more activation memory. 1: plain 1F1B</source>
        <translation>交错式流水线（Megatron Core：virtual_pipeline_model_parallel_size）：每张卡放这么多段互不相邻的层，流水线填充和排空的等待时间随之缩短为几分之一，代价是激活值显存略增。1 表示普通 1F1B</translation>
    </message>
    <message>
        <source>Plan name</source>
        <translation>方案名称</translation>
    </message>
    <message>
        <source>Plan name in Chinese</source>
        <translation>方案中文名称</translation>
    </message>
    <message>
        <source>Engine&apos;s sequence limit</source>
        <translation>引擎同时运行的序列上限</translation>
    </message>
    <message>
        <source>Set the engine&apos;s sequence limit</source>
        <translation>自定引擎的序列上限</translation>
    </message>
    <message>
        <source>Requests each replica serves at once (its batch): its KV cache holds their tokens, and replicas are added until the busiest hour is served. Higher runs each GPU fuller and needs fewer replicas, as far as memory and the latency target allow</source>
        <translation>每个模型副本同时处理的请求数（即批大小）：副本的 KV 缓存要容纳这些请求的 token，副本数则按能扛住最忙一小时来增加。在显存和延迟目标允许的范围内，调高此值能让每张卡跑得更满、所需副本更少</translation>
    </message>
    <message>
        <source>Most tokens the engine runs through the model at once (vLLM: --max-num-batched-tokens); its start-up profiling reserves working memory for that many, and a longer prompt takes several passes, each reading all the weights. Unset: vLLM&apos;s own default, 8,192 on GPUs of 70 GiB or more other than the A100 and 2,048 on the others. Engines without chunked prefill use the context length</source>
        <translation>引擎一次前向最多处理的 token 数（vLLM 的 --max-num-batched-tokens）；引擎启动时按这个数量试跑一遍并预留运行时缓冲；更长的提示词要分几次前向处理，每次都要读一遍全部权重。不设置时取 vLLM 自己的默认值：显存 70 GiB 及以上且不是 A100 的 GPU 上为 8,192，其他 GPU 上为 2,048。不支持分块预填充的引擎，这里填上下文长度</translation>
    </message>
    <message>
        <source>Most sequences the engine runs at once (vLLM: --max-num-seqs); at start it reserves memory to sample that many. Unset: vLLM&apos;s own default, 1,024 on GPUs of 70 GiB or more other than the A100 and 256 on the others. Setting it to the concurrency leaves that memory to the KV cache</source>
        <translation>推理引擎最多同时运行的序列数（vLLM：--max-num-seqs）；启动时引擎会为一次采样这么多序列预留显存。不设置时取 vLLM 自己的默认值：显存 70 GiB 及以上且不是 A100 的 GPU 上为 1,024，其他 GPU 上为 256。把它设为并发数，这部分显存就能留给 KV 缓存</translation>
    </message>
    <message>
        <source>First-token target</source>
        <translation>首 token 时间目标</translation>
    </message>
    <message>
        <source>Longest wait for the first token of a request that arrives alone (its prompt&apos;s prefill); options slower than that are left out. Under load a request also waits for the prompts before it: a load test checks that</source>
        <translation>单个请求在没有其他请求排队时，等到第一个 token 的最长时间（即处理其提示词的预填充耗时）；比这更慢的方案不入选。负载较高时，请求还要等前面的提示词处理完，这一点需要压测核对</translation>
    </message>
    <message>
        <source>Limit time to first token</source>
        <translation>限制首 token 时间</translation>
    </message>
    <message>
        <source>PyTorch stacks (Hugging Face, DeepSpeed)</source>
        <translation>PyTorch 系（Hugging Face、DeepSpeed）</translation>
    </message>
    <message>
        <source>Megatron-Core (NeMo, Megatron-LM)</source>
        <translation>Megatron-Core（NeMo、Megatron-LM）</translation>
    </message>
    <message>
        <source>Training framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>Which software trains the model: PyTorch stacks (Hugging Face Trainer, DeepSpeed, torchtitan, torchtune, llm-foundry) or NVIDIA&apos;s Megatron-Core (Megatron-LM, NeMo, Megatron-Bridge). Where the catalog holds a framework&apos;s own published rate on the GPU, that rate replaces the common MFU: NVIDIA&apos;s Megatron-Core trains in FP8 on H100-class GPUs about 1.5 times as fast as PyTorch stacks do. Elsewhere the common figure applies</source>
        <translation>用哪套软件训练模型：PyTorch 系框架（Hugging Face Trainer、DeepSpeed、torchtitan、torchtune、llm-foundry）或 NVIDIA 的 Megatron-Core（Megatron-LM、NeMo、Megatron-Bridge）。目录中有该框架在这张 GPU 上公开实测的速度时，以它代替通用的 MFU：NVIDIA 的 Megatron-Core 在 H100 一类 GPU 上做 FP8 训练，速度约为 PyTorch 系框架的 1.5 倍。其他情况沿用通用数值</translation>
    </message>
    <message>
        <source>Regions compared</source>
        <translation>对比的地域</translation>
    </message>
    <message>
        <source>Offerings compared</source>
        <translation>对比的租用方式</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Context parallel GPUs</source>
        <translation>上下文并行卡数</translation>
    </message>
    <message>
        <source>GPUs each sequence&apos;s tokens are split over (Megatron Core: context_parallel_size), for long sequences: each holds 1/n of the activations and the loss&apos;s logits, and they pass keys and values round a ring every layer while attention computes. They hold the same weights, so ZeRO shards over them too</source>
        <translation>把每条序列的 token 拆到几张卡上（Megatron Core 的 context_parallel_size），用于长序列：每张卡只存 1/n 的激活和损失的 logits，每一层在算注意力的同时沿环传递 K、V。这几张卡的权重相同，ZeRO 也在它们之间切分</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping. Full: Hugging Face&apos;s gradient_checkpointing, DeepSpeed, Megatron-LM&apos;s full recompute (one more forward pass). Selective: PyTorch&apos;s selective checkpointing with torchtitan&apos;s default op policy (about a third of a forward recomputed). With Megatron-Core as the training framework, Selective is Megatron&apos;s own selective recompute: attention&apos;s core runs again and every activation is kept</source>
        <translation>反向传播时重新计算、而不在前向时保存的部分。完全：Hugging Face 的 gradient_checkpointing、DeepSpeed、Megatron-LM 的完全重计算（多跑一遍前向）。选择性：PyTorch 的选择性检查点，按 torchtitan 默认的算子策略（约重算三分之一的前向）。训练框架选 Megatron-Core 时，选择性即 Megatron 自己的选择性重计算：注意力核心部分重算一遍，激活值全部保留</translation>
    </message>
    <message>
        <source>fp32 gradients (+2 bytes per weight)</source>
        <translation>fp32 梯度（每个权重多 2 字节）</translation>
    </message>
    <message>
        <source>Gradients are summed and reduced across GPUs in fp32 instead of the weights&apos; 16-bit type (Megatron Core: grad_reduce_in_fp32; Megatron-LM and Megatron-Bridge turn it on with bf16, NVIDIA&apos;s speed recipes turn it off): a 4-byte gradient per weight and twice the gradient traffic</source>
        <translation>梯度以 fp32 而非权重的 16 位格式累加，并以 fp32 在卡间同步（Megatron Core 的 grad_reduce_in_fp32；Megatron-LM 和 Megatron-Bridge 用 bf16 训练时默认打开，NVIDIA 的性能测试配置则关闭）：每个权重的梯度占 4 字节，梯度通信量翻倍</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>whole-card rental</source>
        <translation>整卡租用</translation>
    </message>
    <message>
        <source>GPU slice</source>
        <translation>切分实例（MIG/vGPU）</translation>
    </message>
    <message>
        <source>spot instance</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>cloud GPU server instance</source>
        <translation>GPU 云服务器</translation>
    </message>
    <message>
        <source>whole-machine rental</source>
        <translation>整机租用</translation>
    </message>
    <message>
        <source>Beijing</source>
        <translation>北京</translation>
    </message>
    <message>
        <source>Shanghai</source>
        <translation>上海</translation>
    </message>
    <message>
        <source>Shenzhen</source>
        <translation>深圳</translation>
    </message>
    <message>
        <source>Guizhou</source>
        <translation>贵州</translation>
    </message>
    <message>
        <source>Inner Mongolia</source>
        <translation>内蒙古</translation>
    </message>
    <message>
        <source>Ningxia</source>
        <translation>宁夏</translation>
    </message>
    <message>
        <source>Gansu</source>
        <translation>甘肃</translation>
    </message>
    <message>
        <source>pay-as-you-go (hourly)</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>daily</source>
        <translation>包日</translation>
    </message>
    <message>
        <source>weekly</source>
        <translation>包周</translation>
    </message>
    <message>
        <source>monthly subscription</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>yearly subscription</source>
        <translation>包年</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>runs over a week on a slice: a whole card is safer</source>
        <translation>在切分实例上连续运行超过一周：整卡租用更稳妥</translation>
    </message>
    <message>
        <source>shared vGPU: no physical isolation, neighbours slow it 20–30%</source>
        <translation>共享 vGPU：无物理隔离，邻居可拖慢 20–30%</translation>
    </message>
    <message>
        <source>does not finish within the rental period</source>
        <translation>租期内完不成</translation>
    </message>
    <message>
        <source>GPU lacks this precision; a slower one is assumed</source>
        <translation>该卡不支持此精度，按较慢的精度估算</translation>
    </message>
    <message>
        <source>cannot serve the requested load</source>
        <translation>吞吐不足以承载请求量</translation>
    </message>
    <message>
        <source>can be reclaimed at any time: needs checkpoint/resume</source>
        <translation>随时可能被回收：需要断点续训</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>framework overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>vGPU %1%</source>
        <translation>vGPU %1%</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>communication between GPUs takes over half the compute time</source>
        <translation>卡间通信耗时超过计算时间的一半</translation>
    </message>
    <message>
        <source>misses the latency target even one request at a time</source>
        <translation>即使逐个处理请求，端到端耗时也达不到延迟目标</translation>
    </message>
    <message>
        <source>the attention heads do not split evenly over these GPUs</source>
        <translation>注意力头数不能被这些 GPU 数整除</translation>
    </message>
    <message>
        <source>idle (paid, unused)</source>
        <translation>闲置（已付未用）</translation>
    </message>
    <message>
        <source>rework after reclaims</source>
        <translation>被回收后的返工</translation>
    </message>
    <message>
        <source>left out: does not fit in memory</source>
        <translation>未入选：显存不足</translation>
    </message>
    <message>
        <source>runs over a week: a whole card is the safer choice</source>
        <translation>连续运行超过一周：整卡租用更稳妥</translation>
    </message>
    <message>
        <source>full fine-tuning and pretraining belong on whole cards</source>
        <translation>全参微调和预训练应使用整卡</translation>
    </message>
    <message>
        <source>light serving fits one slice: no need for a whole card</source>
        <translation>轻量推理一个切分实例就够：无需整卡</translation>
    </message>
    <message>
        <source>close to users: low latency for serving</source>
        <translation>靠近用户：推理延迟低</translation>
    </message>
    <message>
        <source>far from users: higher latency for serving</source>
        <translation>远离用户：推理延迟较高</translation>
    </message>
    <message>
        <source>spot: save checkpoints often and resume after a reclaim</source>
        <translation>抢占式实例：勤存检查点，被回收后断点续训</translation>
    </message>
    <message>
        <source>lowest total cost</source>
        <translation>总成本最低</translation>
    </message>
    <message>
        <source>Ask for nvidia-smi output: MIG instance IDs and separate memory, not Docker sharing</source>
        <translation>索要 nvidia-smi 截图：应有独立的 MIG 实例 ID 和隔离显存，而不是 Docker 共享</translation>
    </message>
    <message>
        <source>Rent an hour and load it: if the clock falls under 70% of nominal, take an on-demand whole card</source>
        <translation>先租一小时满载测试：核心频率低于标称值的 70% 就换按量计费的独占整卡</translation>
    </message>
    <message>
        <source>Check the disks (often a 30 GB system disk) and the shared ~1 Gbps intranet</source>
        <translation>确认磁盘（常见 30 GB 系统盘）和约 1 Gbps 的共享内网带宽</translation>
    </message>
    <message>
        <source>Multi-GPU training: rule out slices (NCCL all-reduce timeouts)</source>
        <translation>多卡训练：直接排除切分实例（NCCL all-reduce 超时）</translation>
    </message>
    <message>
        <source>price entry is older than the catalog&apos;s staleness limit: check it</source>
        <translation>价格条目已超过目录设定的有效期：请核实</translation>
    </message>
    <message>
        <source>data preparation</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>ZeRO splits model states across GPUs; with one GPU it saves nothing.</source>
        <translation>ZeRO 把模型状态分到多张 GPU 上；只有一张 GPU 时节省不了显存。</translation>
    </message>
    <message>
        <source>A rank above the hidden size (%1) saves nothing over full fine-tuning.</source>
        <translation>秩大于隐藏层宽度（%1）时，相比全参微调并不省显存。</translation>
    </message>
    <message>
        <source>Shorter than one request (%1 tokens of prompt and output): serving engines refuse such requests, and the estimate does not hold; raise it.</source>
        <translation>比一个请求还短（提示词加输出共 %1 个 token）：推理引擎会拒绝这样的请求，估算也不再成立；请调大上下文长度。</translation>
    </message>
    <message>
        <source>left out: does not finish within the rental period</source>
        <translation>未入选：在租期内完不成</translation>
    </message>
    <message>
        <source>left out: even one request at a time takes longer than the latency target</source>
        <translation>未入选：即使逐个处理请求，端到端耗时也超过延迟目标</translation>
    </message>
    <message>
        <source>data transfer</source>
        <translation>数据传输</translation>
    </message>
    <message>
        <source>A shared vGPU has no physical isolation: ask how its memory is capped and what happens when a neighbour runs out (CUDA OOM)</source>
        <translation>共享 vGPU 没有物理隔离：问清显存如何限额，以及邻居显存耗尽（CUDA OOM）时会怎样</translation>
    </message>
    <message>
        <source>AdamW, fp32 states (8 bytes per weight)</source>
        <translation>AdamW，fp32 状态（每个权重 8 字节）</translation>
    </message>
    <message>
        <source>AdamW, bf16 states (4 bytes per weight)</source>
        <translation>AdamW，bf16 状态（每个权重 4 字节）</translation>
    </message>
    <message>
        <source>8-bit AdamW (2 bytes per weight)</source>
        <translation>8 位 AdamW（每个权重 2 字节）</translation>
    </message>
    <message>
        <source>SGD with momentum (4 bytes per weight)</source>
        <translation>带动量的 SGD（每个权重 4 字节）</translation>
    </message>
    <message>
        <source>Tensor × pipeline parallel GPUs (%1) must divide the GPU count; the rest run as data-parallel copies.</source>
        <translation>张量并行 × 流水线并行的卡数（%1）必须能整除总卡数；其余倍数作为数据并行副本。</translation>
    </message>
    <message>
        <source>Expert parallelism must divide both the experts and the %1 GPUs that hold the same weights (data-parallel copies × context-parallel GPUs).</source>
        <translation>专家并行数必须同时整除专家数和持有相同权重的卡数（%1，即数据并行份数 × 上下文并行卡数）。</translation>
    </message>
    <message>
        <source>Longer than the model takes (%1 tokens); serving engines refuse a longer context.</source>
        <translation>超出模型支持的最大长度（%1 个 token）；推理引擎不接受更长的上下文。</translation>
    </message>
    <message>
        <source>left out: even the most replicas counted cannot serve the requests per day</source>
        <translation>已排除：即使按上限副本数部署，也承载不了每日请求量</translation>
    </message>
    <message>
        <source>first: the cheapest option no rule of thumb counts against (cheaper ones break a rule)</source>
        <translation>排第一：不违反任何经验规则的方案中它最便宜，更便宜的方案都违反了某条规则</translation>
    </message>
    <message>
        <source>first although a rule of thumb counts against it: every option that fits breaks one</source>
        <translation>虽违反一条经验规则仍排第一：所有显存够用的方案都违反至少一条</translation>
    </message>
    <message>
        <source>ranked after every option no rule of thumb counts against</source>
        <translation>排在所有不违反经验规则的方案之后</translation>
    </message>
    <message>
        <source>Needs %1× %2 with tensor parallelism</source>
        <translation>需 %1 张 %2，并用张量并行</translation>
    </message>
    <message>
        <source>Needs %1× %2 with ZeRO-%3</source>
        <translation>需 %1 张 %2，并用 ZeRO-%3</translation>
    </message>
    <message>
        <source>Needs %1× %2</source>
        <translation>需 %1 张 %2</translation>
    </message>
    <message>
        <source>No MIG slice of %1 holds it, and slices cannot be combined</source>
        <translation>%1 的任何 MIG 切分实例显存都不够，且切分实例不能合并使用</translation>
    </message>
    <message>
        <source>Needs a larger slice, MIG %1 or more; slices cannot be combined</source>
        <translation>需更大的切分实例（MIG %1 或以上）；切分实例不能合并使用</translation>
    </message>
    <message>
        <source>Needs a larger share, vGPU %1% or more; shares cannot be combined</source>
        <translation>需至少 %1% 显存的 vGPU 规格；多个实例的显存不能合并</translation>
    </message>
    <message>
        <source>No share of %1 holds it, and shares cannot be combined</source>
        <translation>%1 的任何份额显存都不够，且份额不能合并使用</translation>
    </message>
    <message>
        <source>No number of %1 holds it, even with ZeRO-3</source>
        <translation>即便使用 ZeRO-3，多少张 %1 显存也不够</translation>
    </message>
    <message>
        <source>No number of %1 in one server holds it, even with tensor parallelism</source>
        <translation>即便使用张量并行，单台服务器内多少张 %1 显存也不够</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Save checkpoints at regular intervals to storage that outlives the instance (object storage), not only to its own disk</source>
        <translation>定期把检查点存到持久化存储（对象存储或平台网盘），不要只存在实例本地盘</translation>
    </message>
    <message>
        <source>Before paying ahead, run one small complete job on a pay-as-you-go instance of the same kind: drivers, framework and speed</source>
        <translation>预付包日/包周/包月之前，先用同型号的按量计费实例跑通一个完整的小任务，确认驱动、框架和速度</translation>
    </message>
    <message>
        <source>eastern first-tier city</source>
        <translation>东部一线城市</translation>
    </message>
    <message>
        <source>western hub</source>
        <translation>西部枢纽</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>the same cost as the recommended option</source>
        <translation>与推荐方案花费相同</translation>
    </message>
    <message>
        <source>%1 %2 (%3%) more than the recommended option</source>
        <translation>比推荐方案贵 %1 %2（%3%）</translation>
    </message>
    <message>
        <source>%1 %2 (%3%) cheaper than the recommended option</source>
        <translation>比推荐方案便宜 %1 %2（%3%）</translation>
    </message>
    <message>
        <source>minimum-term top-up</source>
        <translation>最短租期补足费</translation>
    </message>
    <message>
        <source>vGPU 1/%1 card</source>
        <translation>vGPU 1/%1 卡</translation>
    </message>
    <message>
        <source>CNY</source>
        <comment>currency after an amount: 元 in Chinese</comment>
        <translation>元</translation>
    </message>
    <message>
        <source>USD</source>
        <comment>currency after an amount: 美元 in Chinese</comment>
        <translation>美元</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a label before its value</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a name and what is said of it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 h (%2 days)</source>
        <translation>%1 小时（%2 天）</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1: %2 %3 top-up</source>
        <translation>%1，需补足 %2 %3</translation>
    </message>
    <message>
        <source>western hub: cheaper than the same rental in an eastern city, and latency does not matter for training</source>
        <translation>西部枢纽：比东部一线城市的同一租用方式便宜，训练对延迟不敏感</translation>
    </message>
    <message>
        <source>its source states a minimum rental term longer than needed</source>
        <translation>其来源注明的最短租期比所需时长更长</translation>
    </message>
    <message>
        <source>container rental site</source>
        <translation>容器租用平台</translation>
    </message>
    <message>
        <source>public cloud GPU VM</source>
        <translation>公有云 GPU 云服务器</translation>
    </message>
    <message>
        <source>bare-metal machine</source>
        <translation>裸金属整机</translation>
    </message>
    <message>
        <source>cannot stop: billed until returned</source>
        <translation>不能停机：归还前持续计费</translation>
    </message>
    <message>
        <source>economical stop: disks and IP still billed</source>
        <translation>节省停机：磁盘和公网 IP 继续计费</translation>
    </message>
    <message>
        <source>power off: only paid disk billed</source>
        <translation>关机：只收付费磁盘的费用</translation>
    </message>
    <message>
        <source>fixed hours per month</source>
        <translation>每月按固定小时数计</translation>
    </message>
    <message>
        <source>calendar month (to the same date)</source>
        <translation>自然月（到下月同一日）</translation>
    </message>
    <message>
        <source>stopped time</source>
        <translation>停机期间</translation>
    </message>
    <message>
        <source>outbound traffic</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>disks kept after the job</source>
        <translation>任务结束后留存的磁盘</translation>
    </message>
    <message>
        <source>cannot stop</source>
        <translation>不能停机</translation>
    </message>
    <message>
        <source>economical stop</source>
        <translation>节省停机</translation>
    </message>
    <message>
        <source>power off</source>
        <translation>关机</translation>
    </message>
    <message>
        <source>fixed hours</source>
        <translation>固定时长</translation>
    </message>
    <message>
        <source>calendar month</source>
        <translation>自然月</translation>
    </message>
    <message>
        <source>the platform releases a stopped instance and its disks sooner than you keep them: move the checkpoints to object storage</source>
        <translation>平台释放已关机实例及其磁盘的时间早于你要保留的时间：请把检查点转存到对象存储</translation>
    </message>
    <message>
        <source>the cheapest in %1% of cases</source>
        <translation>在 %1% 的情形下最便宜</translation>
    </message>
    <message>
        <source>cheaper than the recommended option in %1% of cases</source>
        <translation>在 %1% 的情形下比推荐方案便宜</translation>
    </message>
    <message>
        <source>a tie with the recommended option: cheaper in %1% of cases, dearer in the rest</source>
        <translation>与推荐方案难分高下：%1% 的情况下更便宜，其余情况下更贵</translation>
    </message>
    <message>
        <source>a tie with the recommended option: cheaper in %1% of cases, dearer in the rest; %2 decides it: %3</source>
        <translation>与推荐方案难分高下：%1% 的情况下更便宜，其余情况下更贵；决定胜负的是%2，建议先%3</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>measure your training tokens/s on the card</source>
        <translation>在这张卡上实测训练的 tokens/s</translation>
    </message>
    <message>
        <source>decoding speed</source>
        <translation>解码速度</translation>
    </message>
    <message>
        <source>measure tokens/s of one request on the card</source>
        <translation>在这张卡上实测单个请求的 tokens/s</translation>
    </message>
    <message>
        <source>slice contention</source>
        <translation>切分实例的资源争抢</translation>
    </message>
    <message>
        <source>run a trial on the slice at a busy hour</source>
        <translation>在高峰时段到切分实例上试跑一次</translation>
    </message>
    <message>
        <source>reclaim rate</source>
        <translation>回收频率</translation>
    </message>
    <message>
        <source>ask the platform how often spot instances are reclaimed</source>
        <translation>向平台问清抢占式实例多久被回收一次</translation>
    </message>
    <message>
        <source>restart time</source>
        <translation>重启耗时</translation>
    </message>
    <message>
        <source>time a restart from a checkpoint</source>
        <translation>实测一次从检查点恢复所需的时间</translation>
    </message>
    <message>
        <source>price over the rental</source>
        <translation>租期内的价格</translation>
    </message>
    <message>
        <source>get a real quote</source>
        <translation>拿到真实报价</translation>
    </message>
    <message>
        <source>measure peak memory with your framework</source>
        <translation>用你的训练框架实测显存峰值</translation>
    </message>
    <message>
        <source>tokens to train</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>count the tokens of your dataset and epochs</source>
        <translation>算清数据集的 token 数和训练轮数</translation>
    </message>
    <message>
        <source>requests per day</source>
        <translation>每日请求数</translation>
    </message>
    <message>
        <source>read your request logs</source>
        <translation>查看请求日志</translation>
    </message>
    <message>
        <source>runs out of GPU memory in %1% of cases (the framework&apos;s overhead is uncertain)</source>
        <translation>有 %1% 的情况会显存不足（框架开销难以确知）</translation>
    </message>
    <message>
        <source>In 8 of 10 cases it costs %1–%2 %3.</source>
        <translation>十次里有八次，总价在 %1–%2 %3之间。</translation>
    </message>
    <message>
        <source>In 8 of 10 cases it costs %1–%2 %3 and takes %4–%5 h.</source>
        <translation>十次里有八次，总价在 %1–%2 %3之间，耗时 %4–%5 小时。</translation>
    </message>
    <message>
        <source>no compared option can do it</source>
        <translation>所比较的方案都无法完成</translation>
    </message>
    <message>
        <source>the chosen option lacks the GPU memory</source>
        <translation>指定的方案显存不足</translation>
    </message>
    <message>
        <source>would run for more than 20 years</source>
        <translation>要运行 20 年以上</translation>
    </message>
    <message>
        <source>the option cannot carry the load, even with the most replicas</source>
        <translation>副本数加到上限也无法承载这个负载</translation>
    </message>
    <message>
        <source>priced</source>
        <translation>已计价</translation>
    </message>
    <message>
        <source>from month %1 the option cannot carry the load, even with the most replicas</source>
        <translation>从第 %1 个月起，副本数加到上限也无法承载这个负载</translation>
    </message>
    <message>
        <source>%1, %2→%3 GPUs as the load grows</source>
        <translation>%1，随负载增长由 %2 张增至 %3 张 GPU</translation>
    </message>
    <message>
        <source>The budget of %1 runs out by %2 at the latest (the phases without a price would only bring that day forward).</source>
        <translation>%1的预算最迟在 %2 用完（未计价的阶段只会让这一天提前）。</translation>
    </message>
    <message>
        <source>Whether the budget of %1 is enough cannot be told: %2 is spent on the priced phases, and the phases without a price are not in it.</source>
        <translation>无法判断%1的预算是否够用：已计价的阶段共花费 %2，未计价的阶段不在其中。</translation>
    </message>
    <message>
        <source>The budget of %1 is enough: %2 is left at the end.</source>
        <translation>%1的预算够用，项目结束时还剩 %2。</translation>
    </message>
    <message>
        <source>The budget of %1 runs out on %2; the project costs %3 more than that.</source>
        <translation>%1的预算将在 %2 用完，项目总成本超出预算 %3。</translation>
    </message>
    <message>
        <source>Smaller than one micro-batch on every data-parallel GPU; each step takes %1 sequences.</source>
        <translation>不够每张数据并行 GPU 各跑一个微批次；每步实际取 %1 条序列。</translation>
    </message>
    <message>
        <source>Training frameworks keep the weights being trained in bf16, fp16 or fp32 (FP8 training too); int8 and int4 suit serving and a LoRA or QLoRA base. The estimate takes the format as chosen.</source>
        <translation>训练框架把要训练的权重保存为 bf16、fp16 或 fp32（FP8 训练也是如此）；int8 和 int4 适合推理，或作为 LoRA、QLoRA 的底座模型。此估算仍按所选格式计算。</translation>
    </message>
    <message>
        <source>Less than one optimizer step (%1 tokens on these GPUs): most GPUs would wait, while the time shown counts them all at work. Use fewer GPUs or more tokens.</source>
        <translation>不到一个优化器步（这些 GPU 一步要 %1 个 token）：多数 GPU 会闲着，而显示的时长按全部 GPU 都在干活计算。请减少 GPU 数或增加训练 token。</translation>
    </message>
    <message>
        <source>Cheaper but ranked lower: %1 in %2, %3 %4 (%5).</source>
        <translation>更便宜但排名靠后：%2的 %1，%3 %4（%5）。</translation>
    </message>
    <message>
        <source>DeepSpeed does not run ZeRO-2 or ZeRO-3 with pipeline parallelism, and Megatron-LM shards only the optimizer states (as ZeRO-1 does); the estimate takes the stage as given.</source>
        <translation>DeepSpeed 不支持 ZeRO-2 或 ZeRO-3 与流水线并行同时使用，Megatron-LM 也只切分优化器状态（相当于 ZeRO-1）；估算按所填阶段计算。</translation>
    </message>
    <message>
        <source>The model has no experts: expert parallelism does not apply and is ignored.</source>
        <translation>该模型没有专家层：专家并行不适用，已忽略。</translation>
    </message>
    <message>
        <source>Not a whole number of micro-batches on every data-parallel GPU; each step takes %1 sequences.</source>
        <translation>不是每张数据并行 GPU 各跑整数个微批的量；每步实际取 %1 条序列。</translation>
    </message>
    <message>
        <source>no published FP8 training run on this card: counted at bf16 speed, no FP8 gain</source>
        <translation>这张卡没有公开的 FP8 训练实测：按 bf16 速度计算，不计 FP8 加速</translation>
    </message>
    <message>
        <source>short, checkpointable run: the rule of thumb favours a slice or spot card</source>
        <translation>短时、可断点续训的任务：按经验宜选切分实例或抢占式实例</translation>
    </message>
    <message>
        <source>Longer than the model&apos;s context (%1 tokens): extend its position encoding (RoPE scaling) before training at this length.</source>
        <translation>超过模型的上下文长度（%1 token）：按此长度训练前需先扩展其位置编码（如 RoPE 缩放）。</translation>
    </message>
    <message>
        <source>one job over several slices: no NVLink between them, NCCL timeouts likely</source>
        <translation>一个任务跨多个切分实例：无 NVLink，NCCL 易超时</translation>
    </message>
    <message>
        <source>left out: one job, a training run or a copy of the model, should not span several slices</source>
        <translation>未入选：一个任务（训练或一份模型副本）不应跨切分实例运行</translation>
    </message>
    <message>
        <source>No requests a day: the cost is one replica rented for the whole period, idle.</source>
        <translation>每天没有请求：成本按一个副本空闲租满整个租期计算。</translation>
    </message>
    <message>
        <source>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) it fits as rented</source>
        <translation>%1；若改用分块或融合的损失函数（loss_implementation 设为 &quot;chunked&quot;），按现有租用就能装下</translation>
    </message>
    <message>
        <source>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) %2× %3 with ZeRO-%4 hold it</source>
        <translation>%1；若改用分块或融合的损失函数（loss_implementation 设为 &quot;chunked&quot;），%2 张 %3 并用 ZeRO-%4 就能装下</translation>
    </message>
    <message>
        <source>%1; with a chunked or fused loss (loss_implementation &quot;chunked&quot;) %2× %3 hold it</source>
        <translation>%1；若改用分块或融合的损失函数（loss_implementation 设为 &quot;chunked&quot;），%2 张 %3 就能装下</translation>
    </message>
    <message>
        <source>Tensor parallelism splits each layer&apos;s %1 attention heads, its KV heads and its MLP evenly over its GPUs, and Megatron-LM refuses a size that does not divide them all; the estimate uses the largest size that does.</source>
        <translation>张量并行要把每层的 %1 个注意力头、KV 头和 MLP 平均分到各张卡上，不能全部整除的张量并行卡数 Megatron-LM 会拒绝；估算改用能整除的最大值。</translation>
    </message>
    <message>
        <source>Below the concurrency: the engine runs at most %1 sequences at once and the other requests wait, so the estimate batches %1 on each replica.</source>
        <translation>低于并发数：引擎同时最多运行 %1 个序列，其余请求排队等待，因此估算按每个副本每批 %1 个计算。</translation>
    </message>
    <message>
        <source>Needs %1× %2 with tensor parallelism %3 and ZeRO-%4</source>
        <translation>需 %1 张 %2，张量并行 %3 卡并用 ZeRO-%4</translation>
    </message>
    <message>
        <source>Needs %1× %2 with tensor parallelism %3</source>
        <translation>需 %1 张 %2，张量并行 %3 卡</translation>
    </message>
    <message>
        <source>left out: serving engines such as vLLM refuse to split the attention heads unevenly over a replica&apos;s GPUs; choose a GPU count that divides them</source>
        <translation>未入选：vLLM 等推理引擎不接受把注意力头不均匀地分到一个副本的各张卡上；请改用能整除注意力头数的 GPU 数</translation>
    </message>
    <message>
        <source>%1–%2 GiB (vLLM reserves more by default on GPUs of %3 GiB or more other than the %4)</source>
        <translation>%1–%2 GiB（vLLM 默认在 %3 GiB 及以上、%4 以外的 GPU 上预留得更多）</translation>
    </message>
    <message>
        <source>Tensor parallelism splits the model&apos;s %1 attention heads over the GPUs, and its KV heads too (or copies each to a whole number of GPUs); this count does not divide them, and servers such as vLLM refuse it.</source>
        <translation>张量并行把模型的 %1 个注意力头分到各 GPU 上，KV 头也要均分（或每个 KV 头整份复制到整数张卡上）；这个卡数分不匀，vLLM 等推理服务会拒绝运行。</translation>
    </message>
    <message>
        <source>Fewer than the %1 sequences the engine may run at once (max_num_seqs, else vLLM&apos;s default for the GPU, at least this many); vLLM refuses to start with a step smaller than that.</source>
        <translation>少于引擎可同时运行的 %1 个序列（max_num_seqs；不设置时取 vLLM 按 GPU 给的默认值，至少这么多）；单步 token 数小于它时，vLLM 拒绝启动。</translation>
    </message>
    <message>
        <source>fewer tokens per forward pass than the engine&apos;s sequence limit on this GPU: vLLM refuses to start</source>
        <translation>单次前向的 token 上限小于引擎在这张卡上的序列上限：vLLM 会拒绝启动</translation>
    </message>
    <message>
        <source>left out: on this GPU vLLM would run more sequences at once than tokens per forward pass and refuses to start; set the engine&apos;s sequence limit or raise the tokens per forward pass</source>
        <translation>未入选：在这张卡上 vLLM 同时运行的序列数会多于单次前向的 token 数，因而拒绝启动；请设置引擎的序列上限，或调高单次前向的 token 上限</translation>
    </message>
    <message>
        <source>spot: each reclaim takes the service down until a new instance is up</source>
        <translation>抢占式实例：每次被回收，服务都会中断，直到新实例启动</translation>
    </message>
    <message>
        <source>tight fit: leaves less memory free than the headroom asked for, so the training run may run out of memory</source>
        <translation>余量紧张：剩余显存低于设定的预留比例，训练可能显存不足</translation>
    </message>
    <message>
        <source>tight fit: leaves less memory free than the headroom asked for, so the service may hold fewer requests at once than planned</source>
        <translation>余量紧张：剩余显存低于设定的预留比例，推理服务能同时处理的请求可能少于计划</translation>
    </message>
    <message>
        <source>misses the first-token target even for a request that arrives alone</source>
        <translation>即使没有其他请求排队，首 token 时间也达不到目标</translation>
    </message>
    <message>
        <source>left out: even a request that arrives alone waits longer for its first token than the target</source>
        <translation>未入选：即使没有其他请求排队，等到第一个 token 的时间也超过目标</translation>
    </message>
    <message>
        <source>far from users, but the round trip is small beside the wait for the first token</source>
        <translation>离用户较远，但网络往返时间与首 token 的等待时间相比可以忽略</translation>
    </message>
    <message>
        <source>The catalog has no rate of this framework&apos;s own for the compared GPUs at this precision, so the common MFU applies and the estimate is as for PyTorch stacks.</source>
        <translation>目录里没有该框架在所比 GPU 上、按当前精度的实测速率，因此沿用通用 MFU，估算结果与 PyTorch 系相同。</translation>
    </message>
    <message>
        <source>Context-parallel GPUs must divide the %1 GPUs left after tensor and pipeline parallelism; the estimate uses the largest size that does.</source>
        <translation>上下文并行卡数须能整除张量并行和流水线并行之后剩下的 %1 张卡；估算取能整除的最大值。</translation>
    </message>
    <message>
        <source>Context parallelism cuts each sequence into %1 equal chunks (two a GPU, to balance causal attention): Megatron Core needs the sequence length to be a multiple of %1.</source>
        <translation>上下文并行把每条序列切成 %1 等份（每卡两份，以均衡因果注意力的计算量）：Megatron Core 要求序列长度是 %1 的整数倍。</translation>
    </message>
    <message>
        <source>Context parallelism runs only on FlashAttention or Transformer Engine&apos;s fused attention.</source>
        <translation>上下文并行只能配合 FlashAttention 或 Transformer Engine 的融合注意力使用。</translation>
    </message>
    <message>
        <source>%1; with context parallelism over %2 GPUs (context_parallel_size) it fits as rented</source>
        <translation>%1；若把每条序列拆到 %2 张卡上做上下文并行（context_parallel_size），按现有租用就能装下</translation>
    </message>
    <message>
        <source>%1; with full recomputation (gradient_checkpointing &quot;full&quot;) it fits as rented</source>
        <translation>%1；若开启完全重计算（gradient_checkpointing 设为 &quot;full&quot;），按现有租用就能装下</translation>
    </message>
    <message>
        <source>rented in whole units of another GPU count than yours: the estimate runs the job on all of them, with other tensor, pipeline or context-parallel sizes than on yours (each the largest up to the one you set that divides)</source>
        <translation>按整机租用，租到的卡数与你设的不同：估算让任务用上租到的全部卡，张量、流水线或上下文并行的大小也与按你的卡数时不同（各取不超过你所设值、又能整除的最大值）</translation>
    </message>
    <message>
        <source>Megatron-LM and Megatron-Bridge sum and reduce gradients in fp32 unless told not to (grad_reduce_in_fp32): 2 bytes more per weight than shown. NVIDIA&apos;s speed recipes turn it off.</source>
        <translation>Megatron-LM 和 Megatron-Bridge 默认以 fp32 累加和同步梯度（grad_reduce_in_fp32），每个权重比这里算的多 2 字节；NVIDIA 的性能测试配置会关掉它。</translation>
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
        <translation>每副本 %1 请求/天，%2 token/秒，每请求 %3 秒</translation>
    </message>
    <message>
        <source>Memory alone needs %1 GPU(s) of this kind.</source>
        <translation>仅按显存需要 %1 张此类 GPU。</translation>
    </message>
    <message>
        <source>Smallest MIG profile that fits one copy: %1</source>
        <translation>能放下一份模型的最小 MIG 实例规格：%1</translation>
    </message>
    <message>
        <source>Option ID</source>
        <translation>方案 ID</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>推荐顺序</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>MIG profile</source>
        <translation>MIG 实例规格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Latency to users (ms)</source>
        <translation>到用户的网络延迟（毫秒）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>显存是否够用</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>显存够用</translation>
    </message>
    <message>
        <source>GB/GPU</source>
        <translation>每卡 GB</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>GPU hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Time and throughput</source>
        <translation>时间与吞吐</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Billed units</source>
        <translation>计费单位数</translation>
    </message>
    <message>
        <source>Billed units by plan</source>
        <translation>各计费方式的计费单位数</translation>
    </message>
    <message>
        <source>Compute cost</source>
        <translation>算力费用</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Storage cost</source>
        <translation>存储费用</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Data transfer cost</source>
        <translation>数据传输费用</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation>闲置费用</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>闲置</translation>
    </message>
    <message>
        <source>Data preparation cost</source>
        <translation>数据准备费用</translation>
    </message>
    <message>
        <source>Rework cost</source>
        <translation>返工费用</translation>
    </message>
    <message>
        <source>Prep, rework, terms</source>
        <translation>准备、返工、最短租期补足</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>风险提示</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>选购前核对</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>KV cache room per replica: %1 tokens, as a serving engine reports at start.</source>
        <translation>每个副本的 KV 缓存可容纳 %1 个 token（即推理引擎启动时报告的数值）。</translation>
    </message>
    <message>
        <source>KV cache capacity (tokens)</source>
        <translation>KV 缓存容量（token）</translation>
    </message>
    <message numerus="yes">
        <source>%n copies of the model, each on %1 GPU(s), carry the busiest hour; one copy serves %2 requests an hour.</source>
        <translation>
            <numerusform>按高峰小时需要 %n 个模型副本，每个副本占 %1 张 GPU；一个副本每小时可处理 %2 个请求。</numerusform>
        </translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Runs %1 h; the plans bill %2 h per rented unit: %3.</source>
        <translation>运行 %1 小时；每个租用单位按 %2 小时计费：%3。</translation>
    </message>
    <message>
        <source>Running hours</source>
        <translation>运行时长（小时）</translation>
    </message>
    <message>
        <source>Billed hours</source>
        <translation>计费时长（小时）</translation>
    </message>
    <message>
        <source>Needed per GPU against the usable part of %1.</source>
        <translation>每卡所需显存，对比 %1 中可用的部分。</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每卡显存（GiB）</translation>
    </message>
    <message>
        <source>GiB/GPU</source>
        <translation>每卡 GiB</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>Headroom (GiB)</source>
        <translation>余量（GiB）</translation>
    </message>
    <message>
        <source>Hours run</source>
        <translation>运行小时</translation>
    </message>
    <message>
        <source>Hours billed</source>
        <translation>计费小时</translation>
    </message>
    <message>
        <source>%1 GB of public outbound traffic: the checkpoint downloaded, and streamed answers when serving</source>
        <translation>公网出流量 %1 GB：下载的检查点，以及推理服务流式返回的回答</translation>
    </message>
    <message>
        <source>Stopped-time cost</source>
        <translation>停机期间费用</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停机期间</translation>
    </message>
    <message>
        <source>Outbound traffic cost</source>
        <translation>公网出流量费用</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>公网流量</translation>
    </message>
    <message>
        <source>Kept storage cost</source>
        <translation>任务结束后留存磁盘费用</translation>
    </message>
    <message>
        <source>Kept disks</source>
        <translation>留存磁盘</translation>
    </message>
    <message>
        <source>Outbound traffic (GB)</source>
        <translation>公网出流量（GB）</translation>
    </message>
    <message>
        <source>Rental hours</source>
        <translation>租用小时</translation>
    </message>
    <message>
        <source>Total cost P10</source>
        <translation>总成本 P10</translation>
    </message>
    <message>
        <source>Total cost P50</source>
        <translation>总成本 P50</translation>
    </message>
    <message>
        <source>Total cost P90</source>
        <translation>总成本 P90</translation>
    </message>
    <message>
        <source>Rental hours P10</source>
        <translation>租用小时 P10</translation>
    </message>
    <message>
        <source>Rental hours P50</source>
        <translation>租用小时 P50</translation>
    </message>
    <message>
        <source>Rental hours P90</source>
        <translation>租用小时 P90</translation>
    </message>
    <message>
        <source>Probability of being cheapest</source>
        <translation>最便宜的概率</translation>
    </message>
    <message>
        <source>In 8 of 10 cases the total lies between %1 and %2 %3 (median %4); the job takes %5–%6 h. The cheapest of the ranked options in %7% of cases.</source>
        <translation>十次里有八次，总价在 %1 到 %2 %3之间（中位数 %4）；任务耗时 %5–%6 小时。在 %7% 的情况下是入选方案中最便宜的。</translation>
    </message>
    <message>
        <source>Total cost P10–P90</source>
        <translation>总成本 P10–P90</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Chance of being the cheapest (%)</source>
        <translation>最便宜的概率（%）</translation>
    </message>
    <message>
        <source>Cheapest (%)</source>
        <translation>最便宜的概率（%）</translation>
    </message>
    <message>
        <source>Memory per GPU (GB, 10⁹ bytes)</source>
        <translation>每卡显存需求（GB，10⁹ 字节）</translation>
    </message>
    <message>
        <source>Capacity (GB, 10⁹ bytes)</source>
        <translation>显存容量（GB，10⁹ 字节）</translation>
    </message>
    <message>
        <source>Tokens/s per GPU</source>
        <translation>每卡 tokens/s</translation>
    </message>
    <message>
        <source>Tokens/s per replica</source>
        <translation>每个副本的生成速度（tokens/s）</translation>
    </message>
    <message>
        <source>Requests decoded together</source>
        <translation>同时解码的请求数</translation>
    </message>
    <message>
        <source>Seconds per request</source>
        <translation>每个请求耗时（秒）</translation>
    </message>
    <message>
        <source>Requests per day per replica</source>
        <translation>每个副本每天可处理的请求数</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU; compute %2 h, communication %3 h, data transfer %4 h</source>
        <translation>每卡 %1 tokens/s；计算 %2 小时，卡间通信 %3 小时，数据传输 %4 小时</translation>
    </message>
    <message>
        <source>Seconds to first token, one request alone</source>
        <translation>单个请求的首 token 时间（秒）</translation>
    </message>
    <message>
        <source>Minimum-term top-up cost</source>
        <translation>最短租期补足费</translation>
    </message>
    <message>
        <source>Usable memory per GPU (GB, 10⁹ bytes)</source>
        <translation>每卡可用显存（GB，10⁹ 字节）</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>GPU Planner report</source>
        <translation>算力规划报告</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>Date: %1 · Catalog: %2 · Currency: %3 · Language: %4</source>
        <translation>日期：%1 · 价格目录：%2 · 币种：%3 · 语言：%4</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>每卡合计</translation>
    </message>
    <message>
        <source>Memory part</source>
        <translation>显存组成</translation>
    </message>
    <message>
        <source>Options compared (%1)</source>
        <translation>方案对比（%1）</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>推荐顺序</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Price multiplier</source>
        <translation>价格系数</translation>
    </message>
    <message>
        <source>Latency to users (ms)</source>
        <translation>到用户的网络延迟（毫秒）</translation>
    </message>
    <message>
        <source>Reasons and warnings</source>
        <translation>理由与风险提示</translation>
    </message>
    <message>
        <source>Before you buy</source>
        <translation>选购前核对</translation>
    </message>
    <message>
        <source>Break-even points</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>Cheaper from then on</source>
        <translation>超过该时长后更省的方式</translation>
    </message>
    <message>
        <source>Than</source>
        <translation>相比</translation>
    </message>
    <message>
        <source>Budget runtimes</source>
        <translation>预算可用时长</translation>
    </message>
    <message>
        <source>Prices used (hub regions, %1)</source>
        <translation>所用价格（西部枢纽，%1）</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>租用方式</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>按量（每小时）</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景设定</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>参数量（B）</translation>
    </message>
    <message>
        <source>catalog default</source>
        <translation>目录默认值</translation>
    </message>
    <message>
        <source>scenario override</source>
        <translation>场景覆盖值</translation>
    </message>
    <message>
        <source>MFU (model FLOPs utilisation)</source>
        <translation>MFU（模型算力利用率）</translation>
    </message>
    <message>
        <source>Framework overhead per GPU (GB)</source>
        <translation>每卡框架开销（GB）</translation>
    </message>
    <message>
        <source>Fragmentation overhead (share)</source>
        <translation>显存碎片开销（比例）</translation>
    </message>
    <message>
        <source>Multi-GPU scaling efficiency</source>
        <translation>多卡扩展效率</translation>
    </message>
    <message>
        <source>vGPU neighbour slowdown (share)</source>
        <translation>vGPU 邻居争抢降速（比例）</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency (share)</source>
        <translation>解码带宽效率（比例）</translation>
    </message>
    <message>
        <source>Checkpoint interval (hours)</source>
        <translation>检查点间隔（小时）</translation>
    </message>
    <message>
        <source>Restart after a reclaim (hours)</source>
        <translation>被回收后重启耗时（小时）</translation>
    </message>
    <message>
        <source>Hours per month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>Exchange rate (CNY per USD)</source>
        <translation>汇率（人民币/美元）</translation>
    </message>
    <message>
        <source>Prices flagged after (days)</source>
        <translation>价格过期提示天数</translation>
    </message>
    <message>
        <source>Workload and assumptions</source>
        <translation>任务与假设</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Cost by part (%1)</source>
        <translation>成本构成（%1）</translation>
    </message>
    <message>
        <source>whole-card rental</source>
        <translation>整卡租用</translation>
    </message>
    <message>
        <source>one physical GPU: all of its memory, compute and bandwidth are yours</source>
        <translation>独占一张物理 GPU：显存、算力和带宽全部归你</translation>
    </message>
    <message>
        <source>GPU slice</source>
        <translation>切分实例（MIG/vGPU）</translation>
    </message>
    <message>
        <source>a share of one card: a MIG partition (hardware) or a vGPU share (software)</source>
        <translation>一张卡的一部分：MIG 硬件分区或 vGPU 软件共享</translation>
    </message>
    <message>
        <source>MIG profile</source>
        <translation>MIG 实例规格</translation>
    </message>
    <message>
        <source>one hardware partition size of an A100/H100-class card, e.g. 1g.10gb or 3g.40gb</source>
        <translation>A100/H100 类显卡的一种硬件分区规格，如 1g.10gb、3g.40gb</translation>
    </message>
    <message>
        <source>spot instance</source>
        <translation>抢占式实例</translation>
    </message>
    <message>
        <source>discounted, but can be reclaimed at any time; the job must checkpoint and resume</source>
        <translation>价格更低，但随时可能被回收；任务须支持断点续训</translation>
    </message>
    <message>
        <source>whole-machine rental</source>
        <translation>整机租用</translation>
    </message>
    <message>
        <source>a server with 8 GPUs linked by NVLink/RDMA, often with a minimum term</source>
        <translation>一台 8 卡服务器，NVLink/RDMA 互联，通常有最短租期</translation>
    </message>
    <message>
        <source>cloud GPU server instance</source>
        <translation>GPU 云服务器</translation>
    </message>
    <message>
        <source>a virtual machine billed for CPU, memory, disks and public bandwidth besides the GPU</source>
        <translation>虚拟机，除 GPU 外还按 CPU、内存、磁盘和公网带宽计费</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>every weight of the model is trained</source>
        <translation>训练模型的全部权重</translation>
    </message>
    <message>
        <source>LoRA / QLoRA</source>
        <translation>LoRA / QLoRA</translation>
    </message>
    <message>
        <source>small low-rank adapters trained on a frozen model (QLoRA: the model stored in 4 bits)</source>
        <translation>在冻结的基座模型上训练低秩适配器（QLoRA：基座以 4 bit 存储）</translation>
    </message>
    <message>
        <source>pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>training from scratch on a large number of tokens</source>
        <translation>用大量 token 从头训练</translation>
    </message>
    <message>
        <source>inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>answering online requests, where latency matters</source>
        <translation>响应在线请求，对延迟敏感</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>how fast data moves between GPU memory and the compute units (GB/s)</source>
        <translation>显存与计算单元之间的数据传输速度（GB/s）</translation>
    </message>
    <message>
        <source>data disk / system disk</source>
        <translation>数据盘 / 系统盘</translation>
    </message>
    <message>
        <source>storage, billed per GB</source>
        <translation>存储，按 GB 计费</translation>
    </message>
    <message>
        <source>intranet bandwidth</source>
        <translation>内网带宽</translation>
    </message>
    <message>
        <source>network inside the data centre: about 10 Gbps dedicated to a whole card, about 1 Gbps shared by slices</source>
        <translation>数据中心内部网络：整卡独享约 10 Gbps，切分实例共享约 1 Gbps</translation>
    </message>
    <message>
        <source>throttling</source>
        <translation>降频</translation>
    </message>
    <message>
        <source>the clock falling under sustained load</source>
        <translation>持续高负载下时钟频率下降</translation>
    </message>
    <message>
        <source>physical isolation</source>
        <translation>物理隔离</translation>
    </message>
    <message>
        <source>memory and compute no neighbour can touch: MIG gives it, Docker sharing does not</source>
        <translation>显存与算力不受邻居影响：MIG 提供，Docker 共享不提供</translation>
    </message>
    <message>
        <source>the cheaper data-centre regions in western China (East Data, West Computing)</source>
        <translation>西部价格更低的数据中心地域（东数西算）</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>break-even point</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>the rental period at which two options cost the same</source>
        <translation>两个方案总成本相等时的租期</translation>
    </message>
    <message>
        <source>Terms used</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>slices</source>
        <translation>切分实例</translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>权重存储格式</translation>
    </message>
    <message>
        <source>Serving engine&apos;s memory outside PyTorch per GPU (GB)</source>
        <translation>推理引擎在 PyTorch 之外占用的显存，每卡（GB）</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>抢占式优惠</translation>
    </message>
    <message>
        <source>Caution: %1.</source>
        <translation>注意：%1。</translation>
    </message>
    <message>
        <source>Where each catalog default comes from is listed at the end of the report.</source>
        <translation>各项目录默认值的出处列在报告末尾。</translation>
    </message>
    <message>
        <source>Sources of the catalog defaults (as of %1)</source>
        <translation>目录默认值的出处（截至 %1）</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>pay-as-you-go</source>
        <translation>按量计费</translation>
    </message>
    <message>
        <source>billed for the time used: per hour, or per second or minute where the platform bills so</source>
        <translation>按实际使用时长计费：按小时，或按平台规定精确到秒、分钟</translation>
    </message>
    <message>
        <source>daily / weekly / monthly / yearly plan</source>
        <translation>包日 / 包周 / 包月 / 包年</translation>
    </message>
    <message>
        <source>paid ahead per day, week, month or year: cheaper per hour, but paid while idle too</source>
        <translation>按日、周、月或年预先付费：折合每小时更便宜，但闲置时也在计费</translation>
    </message>
    <message>
        <source>minimum term</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>the shortest rental an offering sells; a shorter job pays the rest as a top-up</source>
        <translation>该租用方式最短可租的时长；任务更短时，差额按最短租期补足收费</translation>
    </message>
    <message>
        <source>GPU hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>GPUs × hours: one GPU for one hour is one GPU hour</source>
        <translation>GPU 数 × 小时数：一张卡用一小时即一卡时</translation>
    </message>
    <message>
        <source>no-GPU mode</source>
        <translation>无卡模式</translation>
    </message>
    <message>
        <source>the instance started without its GPU, at a small hourly price, to prepare data</source>
        <translation>不挂载 GPU 启动实例，以很低的小时价准备数据</translation>
    </message>
    <message>
        <source>western hub</source>
        <translation>西部枢纽</translation>
    </message>
    <message>
        <source>eastern first-tier city</source>
        <translation>东部一线城市</translation>
    </message>
    <message>
        <source>Beijing, Shanghai, Shenzhen: near users, with dearer power and land</source>
        <translation>北京、上海、深圳：离用户近，电力和土地更贵</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>传输</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>闲置</translation>
    </message>
    <message>
        <source>Prep</source>
        <translation>准备</translation>
    </message>
    <message>
        <source>Rework</source>
        <translation>返工</translation>
    </message>
    <message>
        <source>Top-up</source>
        <translation>最短租期补足费</translation>
    </message>
    <message>
        <source>Workload: %1, %2, %3 GPU(s); %4 of GPU memory per GPU.</source>
        <translation>任务：%1，%2，%3 张 GPU；每卡显存需求 %4。</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>%1 — warnings: %2</source>
        <translation>%1。风险提示：%2</translation>
    </message>
    <message>
        <source>everything the bill will show, not only the GPU&apos;s hourly price</source>
        <translation>账单上的全部费用，而不只是 GPU 的小时价</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card</source>
        <translation>推荐的 %1 上的 MFU</translation>
    </message>
    <message>
        <source>Recommendation: %1, %2 %3 for %4; %5.</source>
        <translation>推荐：%1，运行 %4，共 %2 %3（%5）。</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停机期间</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>公网流量</translation>
    </message>
    <message>
        <source>Kept disks</source>
        <translation>留存磁盘</translation>
    </message>
    <message>
        <source>When stopped</source>
        <translation>停机方式</translation>
    </message>
    <message>
        <source>Stopped /h</source>
        <translation>停机/小时</translation>
    </message>
    <message>
        <source>No-GPU /h</source>
        <translation>无卡模式/小时</translation>
    </message>
    <message>
        <source>Minimum term</source>
        <translation>最短租期</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>包月时长</translation>
    </message>
    <message>
        <source>System disk GB</source>
        <translation>系统盘 GB</translation>
    </message>
    <message>
        <source>Traffic /GB</source>
        <translation>公网出流量/GB</translation>
    </message>
    <message>
        <source>Billing rules used (%1)</source>
        <translation>所用计费规则（%1）</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>power off / economical stop</source>
        <translation>关机 / 节省停机</translation>
    </message>
    <message>
        <source>stopping an instance between jobs: GPU billing stops; disks (and on a cloud the public IP) go on billing</source>
        <translation>任务间隙停掉实例：GPU 停止计费；磁盘（云上还有公网 IP）继续计费</translation>
    </message>
    <message>
        <source>calendar month</source>
        <translation>自然月</translation>
    </message>
    <message>
        <source>a month&apos;s plan that runs to the same date next month: 28 to 31 days</source>
        <translation>包月到下月同一日结束：28 到 31 天</translation>
    </message>
    <message>
        <source>outbound traffic</source>
        <translation>公网出流量</translation>
    </message>
    <message>
        <source>data sent from the instance to the internet (streamed answers, downloaded checkpoints), billed per GB on clouds</source>
        <translation>实例发往互联网的数据（流式返回的回答、下载的检查点），云厂商按 GB 计费</translation>
    </message>
    <message>
        <source>%1: %2 minutes&apos; notice before a reclaim, none in the first %3 h after a start</source>
        <translation>%1：回收前提前 %2 分钟通知，每次启动后 %3 小时内不会被回收</translation>
    </message>
    <message>
        <source>%1% off</source>
        <translation>优惠 %1%</translation>
    </message>
    <message>
        <source>A calendar month runs to the same date next month, counted from the day of this report (%1): the first month has %2.</source>
        <translation>自然月到下月同一日结束，从本报告生成之日（%1）起算：第一个月为 %2。</translation>
    </message>
    <message>
        <source>%1% off (%2–%3%)</source>
        <translation>优惠 %1%（%2–%3%）</translation>
    </message>
    <message>
        <source>Spot cards are listed at the price charged: the catalog price less the spot discount. In brackets, the discounts spot has sold at: 90% off is a tenth of the pay-as-you-go price.</source>
        <translation>抢占式实例按实际收取的价格列出：目录价格减去抢占式优惠。括号内为市场上出现过的优惠幅度：优惠 90% 即按量计费价格的一折。</translation>
    </message>
    <message>
        <source>How sure is this</source>
        <translation>结果有多可靠</translation>
    </message>
    <message>
        <source>Ranges are off for this scenario (its &quot;uncertainty&quot; has &quot;enabled&quot;: false): every figure above is a single estimate.</source>
        <translation>本场景关闭了区间估计（其 &quot;uncertainty&quot; 中 &quot;enabled&quot; 为 false）：上面每个数字都是单点估计。</translation>
    </message>
    <message>
        <source>MFU, prices, reclaims, overheads and the amount of work are not known exactly. The planner evaluated the scenario %1 times with each of them drawn from its range (quasi-random, seed %2, so the same scenario gives the same figures): in 8 of 10 cases an option&apos;s total lies between its P10 and its P90. Options whose ranges overlap a lot are close whatever the ranking says.</source>
        <translation>MFU、价格、实例回收、框架开销和工作量都无法事先确知。规划器让这些输入各自在其区间内取值，把场景计算了 %1 次（准随机取样，种子为 %2，同一场景每次得到相同的数字）：十次里有八次，方案的总价落在它的 P10 与 P90 之间。区间大面积重叠的方案，不论排名如何，实际差距都不大。</translation>
    </message>
    <message>
        <source>%1–%2 h</source>
        <translation>%1–%2 小时</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>点估计</translation>
    </message>
    <message>
        <source>Hours P10–P90</source>
        <translation>时长 P10–P90</translation>
    </message>
    <message>
        <source>Cheapest (%)</source>
        <translation>最便宜的概率（%）</translation>
    </message>
    <message>
        <source>×%1–%2</source>
        <translation>×%1–%2</translation>
    </message>
    <message>
        <source>What drives the cost of %1 (%2 at the point estimate): each input alone at its P10 and at its P90, the others at their median; pin down the first rows first.</source>
        <translation>影响 %1 成本的因素（点估计为 %2）：每次只把一个输入分别调到 P10 和 P90，其他输入取中位数；应优先核实排在前面的几项。</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>取值区间</translation>
    </message>
    <message>
        <source>Total at P10</source>
        <translation>取 P10 时的总价</translation>
    </message>
    <message>
        <source>Total at P90</source>
        <translation>取 P90 时的总价</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>变动幅度</translation>
    </message>
    <message>
        <source>To pin it down</source>
        <translation>如何核实</translation>
    </message>
    <message>
        <source>Not moving this option&apos;s cost: %1.</source>
        <translation>不影响该方案成本的输入：%1。</translation>
    </message>
    <message>
        <source>No option is ranked (none fits or finishes): there is no total to give a range for.</source>
        <translation>没有入选的方案（都显存不足或在租期内完不成），因此没有可给出区间的总价。</translation>
    </message>
    <message>
        <source>Project budget</source>
        <translation>项目预算</translation>
    </message>
    <message>
        <source>Date: %1 · Catalog: %2 · Currency: %3 · %4 to %5</source>
        <translation>日期：%1 · 价格目录：%2 · 币种：%3 · %4 至 %5</translation>
    </message>
    <message>
        <source>Total: %1 %2; range %3–%4 %2 (each phase&apos;s P10 and P90 added up).</source>
        <translation>总计：%1 %2；区间 %3–%4 %2（各阶段的 P10 与 P90 分别相加）。</translation>
    </message>
    <message numerus="yes">
        <source>%n phase(s) could not be priced (see the table); the total leaves them out.</source>
        <translation>
            <numerusform>有 %n 个阶段无法计价（见表格），总计未含这些阶段。</numerusform>
        </translation>
    </message>
    <message>
        <source>Caution: at the high end of the range (%1 %2) it would not be enough.</source>
        <translation>注意：按区间上限（%1 %2）计算则不够用。</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>各阶段</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>P10–P90</source>
        <translation>P10–P90</translation>
    </message>
    <message>
        <source>Spending by month (%1)</source>
        <translation>按月支出（%1）</translation>
    </message>
    <message>
        <source>Spent in the month</source>
        <translation>当月支出</translation>
    </message>
    <message>
        <source>Spent to date</source>
        <translation>累计支出</translation>
    </message>
    <message>
        <source>Budget left</source>
        <translation>预算余额</translation>
    </message>
    <message>
        <source>Each run&apos;s cost is spread evenly over the hours it rents; a serving phase that grows is priced month by month on the option chosen for its first month. The range adds the phases&apos; P10 and P90 as if their uncertain inputs moved together.</source>
        <translation>每次运行的成本按其租用时长平均摊到各小时；负载逐月增长的服务阶段按月计价，沿用第一个月选定的方案。区间把各阶段的 P10 与 P90 分别相加，相当于假设各阶段的不确定输入同涨同跌。</translation>
    </message>
    <message>
        <source>Phase %1: %2</source>
        <translation>阶段 %1：%2</translation>
    </message>
    <message>
        <source>Not priced: %1.</source>
        <translation>未计价：%1。</translation>
    </message>
    <message>
        <source> (chosen in the project)</source>
        <translation>（项目中指定）</translation>
    </message>
    <message>
        <source>Month by month (%1); the tables below are for the first month</source>
        <translation>逐月明细（%1）；下面各表为第一个月的情况</translation>
    </message>
    <message>
        <source>Run by run (%1)</source>
        <translation>逐次明细（%1）</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对比 %2</translation>
    </message>
    <message>
        <source>Two plans side by side</source>
        <translation>两个计划对比</translation>
    </message>
    <message>
        <source>A: %1 · B: %2</source>
        <translation>A：%1 · B：%2</translation>
    </message>
    <message>
        <source>Date: %1 · Catalog: %2 · Currency: %3</source>
        <translation>日期：%1 · 价格目录：%2 · 币种：%3</translation>
    </message>
    <message>
        <source>nothing can do it</source>
        <translation>没有方案能完成</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>From A&apos;s total to B&apos;s, part by part (%1)</source>
        <translation>从 A 的总成本到 B 的总成本，按成本构成拆分（%1）</translation>
    </message>
    <message>
        <source>Cost part</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>From A&apos;s total to B&apos;s, phase by phase (%1)</source>
        <translation>从 A 的总成本到 B 的总成本，按阶段拆分（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Inputs that differ (%n)</source>
        <translation>
            <numerusform>不同的输入项（%n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>None: the two plans have the same inputs.</source>
        <translation>无：两个计划的输入项完全相同。</translation>
    </message>
    <message>
        <source>Calendar month</source>
        <translation>自然月</translation>
    </message>
    <message>
        <source>of which GPU-hours of work (%1 → %2)</source>
        <translation>其中工作卡时的变化（%1 → %2）</translation>
    </message>
    <message>
        <source>of which price per GPU-hour (%1 → %2)</source>
        <translation>其中每卡时单价的变化（%1 → %2）</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2, %n run(s); option: %3%4; %5 in all, %6 rented.</source>
        <translation>
            <numerusform>%1 至 %2，运行 %n 次；方案：%3%4；共计 %5，租用 %6。</numerusform>
        </translation>
    </message>
    <message>
        <source>Data-parallel traffic never hidden by computation (share)</source>
        <translation>数据并行通信中始终无法被计算掩盖的比例</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card (share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>推荐的 %1 上的 MFU（占 FP8 峰值的比例：线性层用 FP8，注意力用 bf16）</translation>
    </message>
    <message>
        <source>Workload: %1, %2, %3 GPU(s) per copy of the model; %4 of GPU memory per GPU.</source>
        <translation>任务：%1，%2，每个模型副本占 %3 张 GPU；每卡显存需求 %4。</translation>
    </message>
    <message>
        <source>No compared option has the GPU memory for this work.</source>
        <translation>对比的方案都没有足够的显存来做这项工作。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, compiled (torch.compile ×%1 included)</source>
        <translation>，已编译（含 torch.compile ×%1）</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on (share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>本阶段所用 %1 上的 MFU（占 FP8 峰值的比例：线性层用 FP8，注意力用 bf16）</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on</source>
        <translation>本阶段所用 %1 上的 MFU</translation>
    </message>
    <message>
        <source>The hours assume %1 tokens/s per GPU: an hour&apos;s trial run on the card, with its logged tokens/s, checks them before you commit.</source>
        <translation>以上时长按每卡 %1 tokens/s 计算：下单前在这张卡上试跑一小时，对照日志里的 tokens/s 即可核实。</translation>
    </message>
    <message>
        <source>No compared option can do this work. Why each is left out:</source>
        <translation>所比较的方案都做不了这项工作，各自被排除的原因如下：</translation>
    </message>
    <message>
        <source>tensor, pipeline and expert parallelism</source>
        <translation>张量并行、流水线并行、专家并行</translation>
    </message>
    <message>
        <source>ways to split one model over GPUs: each layer&apos;s matrices (tensor), runs of layers (pipeline), a mixture of experts&apos; experts (expert); the GPUs exchange data every layer or stage</source>
        <translation>把一个模型拆到多张卡上的三种方式：拆开每层的矩阵（张量并行）、把层分成几段（流水线并行）、把混合专家模型的专家分散到各卡（专家并行）；卡之间每层或每段都要交换数据</translation>
    </message>
    <message>
        <source>all-to-all</source>
        <translation>all-to-all 通信</translation>
    </message>
    <message>
        <source>the exchange in which every GPU sends tokens to the GPUs holding their experts and takes the results back, in every expert layer, forward and backward</source>
        <translation>每张卡把 token 发给持有对应专家的卡、再取回计算结果的数据交换；每个专家层的前向和反向都要做</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>the time pipeline stages wait while a step&apos;s micro-batches fill and drain the pipeline; more micro-batches a step or an interleaved schedule shorten it</source>
        <translation>流水线各段在每步微批次填满和排空流水线时的等待时间；每步微批次越多，或采用交错式调度，等待越短</translation>
    </message>
    <message>
        <source>The table holds vLLM&apos;s default batch limits for GPUs below %1 GiB and the %2. On the other GPUs its larger defaults reserve more for the activations, %3 GiB per GPU in all.</source>
        <translation>上表按 vLLM 在 %1 GiB 以下的 GPU 和 %2 上的默认批量上限计算。在其他 GPU 上，它的默认上限更大，为激活预留得更多，每卡共需 %3 GiB。</translation>
    </message>
    <message>
        <source>The cost assumes each copy of the model decodes %1 requests together at %2 tokens/s in all, %3 s a request, %4 requests a day; the busiest hour needs %5 of them. A request that arrives alone sees its first token after %6 s. A load test on the card checks this before you commit.</source>
        <translation>成本的前提是：每份模型副本同时解码 %1 个请求，合计每秒生成 %2 个 token，每个请求耗时 %3 秒，每天可处理 %4 个请求；最忙的一小时需要 %5 份这样的副本。没有其他请求排队时，一个请求在 %6 秒后收到第一个 token。签约前先在这张卡上做一次压测，即可核对这些数字。</translation>
    </message>
    <message>
        <source>same as default</source>
        <extracomment>where a value comes from: the value equals the one a file gets when it leaves the input out (set in the file or not); never read as &quot;not set&quot;</extracomment>
        <translation>与默认值相同</translation>
    </message>
    <message>
        <source>NF4 with double quantisation, %1 bits a weight</source>
        <translation>NF4 加双重量化，每权重 %1 比特</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on (the training framework&apos;s own published figure, whole step)</source>
        <translation>本阶段所用 %1 上的 MFU（训练框架自己公开实测的数值，涵盖整个训练步）</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card (the training framework&apos;s own published figure, whole step)</source>
        <translation>推荐的 %1 上的 MFU（训练框架自己公开实测的数值，涵盖整个训练步）</translation>
    </message>
    <message>
        <source>MFU on %1, the card this phase runs on (the training framework&apos;s own published figures, as a share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>本阶段所用 %1 上的 MFU（训练框架自己公开实测的数值，折算为占 FP8 峰值的比例：线性层用 FP8，注意力用 bf16）</translation>
    </message>
    <message>
        <source>MFU on %1, the recommended card (the training framework&apos;s own published figures, as a share of the FP8 peak: linear layers in FP8, attention in bf16)</source>
        <translation>推荐的 %1 上的 MFU（训练框架自己公开实测的数值，折算为占 FP8 峰值的比例：线性层用 FP8，注意力用 bf16）</translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Option id</source>
        <translation>方案 ID</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Hours rented</source>
        <translation>租用小时</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cost P10</source>
        <translation>成本 P10</translation>
    </message>
    <message>
        <source>Cost P50</source>
        <translation>成本 P50</translation>
    </message>
    <message>
        <source>Cost P90</source>
        <translation>成本 P90</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Spent in the month</source>
        <translation>当月支出</translation>
    </message>
    <message>
        <source>Spent to date</source>
        <translation>累计支出</translation>
    </message>
    <message>
        <source>Budget left</source>
        <translation>预算余额</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Peak GPUs</source>
        <translation>峰值 GPU 数</translation>
    </message>
</context>
<context>
    <name>Remark</name>
    <message>
        <source>null, read as if the field were left out</source>
        <translation>值为 null，按未填写处理</translation>
    </message>
    <message>
        <source>unknown field, ignored</source>
        <translation>未知字段，已忽略</translation>
    </message>
    <message>
        <source>unknown field, ignored (did you mean &quot;%1&quot;?)</source>
        <translation>未知字段，已忽略（是否想写“%1”？）</translation>
    </message>
    <message>
        <source>given twice; the last value is used</source>
        <translation>出现两次，采用后一个值</translation>
    </message>
    <message>
        <source>only inference and QLoRA store quantised weights; ignored</source>
        <translation>只有推理和 QLoRA 会用量化格式存储权重，已忽略</translation>
    </message>
    <message>
        <source>GGUF is a serving format; QLoRA trains on NF4 or GPTQ bases</source>
        <translation>GGUF 是推理用的格式；QLoRA 的基座应为 NF4 或 GPTQ</translation>
    </message>
    <message>
        <source>not given, assuming %1 billion tokens</source>
        <translation>未填写，按 %1 B（%1 × 10 亿）token 计</translation>
    </message>
    <message>
        <source>empty, so the catalog&apos;s default regions are compared</source>
        <translation>为空，改为对比目录默认的地域</translation>
    </message>
    <message>
        <source>empty, so the catalog&apos;s default offerings are compared</source>
        <translation>为空，改为对比目录默认的租用方式</translation>
    </message>
    <message>
        <source>%1 × pipeline_parallel_size %2 does not divide the %3 GPUs; the estimate uses the largest layout that fits, tensor %4 × pipeline %5</source>
        <translation>%1 × pipeline_parallel_size %2 不能整除 %3 张 GPU；估算采用能整除的最大并行布局：张量并行 %4 × 流水线 %5</translation>
    </message>
    <message>
        <source>the model has no experts; ignored</source>
        <translation>模型没有专家层，已忽略</translation>
    </message>
    <message>
        <source>%1 must divide both the %2 experts and the %3 GPUs that hold the same weights (data-parallel copies × context-parallel GPUs); the estimate uses %4, the largest size that does</source>
        <translation>%1 须同时整除 %2 个专家和持有相同权重的 %3 张 GPU（数据并行份数 × 上下文并行卡数）；估算按同时整除两者的最大值 %4 计</translation>
    </message>
    <message>
        <source>the optimizer steps in backward, so gradients cannot be accumulated; one micro-batch per GPU makes a step</source>
        <translation>优化器在反向传播中即时更新，无法累积梯度；每张 GPU 一个微批即为一步</translation>
    </message>
    <message>
        <source>not given, assuming %1 users a day sending %2 requests each of %3 prompt + %4 answer tokens, %5 concurrent, %6 context</source>
        <translation>未填写，按每天 %1 个用户、每人 %2 次请求、每次输入 %3 + 输出 %4 个 token、并发 %5、上下文 %6 计</translation>
    </message>
    <message>
        <source>%1 stages for %2 layers leaves stages without a layer; the estimate uses %3 stages</source>
        <translation>%1 段流水线只有 %2 层可分，会有段分不到层；估算按 %3 段计算</translation>
    </message>
    <message>
        <source>the config describes a quantised checkpoint (%1), but the weights are counted at the precision %2; choose the stored weight format (weight_format) to count them as stored</source>
        <translation>配置文件表明这是量化后的模型（%1），但权重按精度 %2 计算；请选择实际存储的权重格式（weight_format），按存储的比特数计算</translation>
    </message>
    <message>
        <source>each GPU runs one micro-batch a step, so there is no second one to hide the all-to-alls behind; ignored</source>
        <translation>每张卡每步只跑一个微批次，没有第二个微批次可用来掩盖 all-to-all 通信；此项不起作用</translation>
    </message>
    <message>
        <source>%1 virtual stages per GPU do not divide the %2 layers of each pipeline stage; the estimate uses %3</source>
        <translation>每卡 %1 个虚拟段不能整除每段流水线的 %2 层；估算按 %3 计</translation>
    </message>
    <message>
        <source>virtual stages need pipeline stages (pipeline_parallel_size above 1); ignored</source>
        <translation>虚拟流水线段需要流水线并行（pipeline_parallel_size 大于 1）；此项不起作用</translation>
    </message>
    <message>
        <source>%1 stages do not divide the %2 layers evenly (Megatron-LM needs them to, unless given a custom layout); the estimate splits them evenly</source>
        <translation>%1 段流水线不能均分 %2 层（除非另给自定义切分，Megatron-LM 要求能均分）；估算按平均分配计</translation>
    </message>
    <message>
        <source>the interleaved schedule runs a step&apos;s micro-batches in groups of the %1 stages, and %2 micro-batches a GPU are not a multiple of it (Megatron-LM refuses that)</source>
        <translation>交错式调度按流水线段数（%1）成组执行每步的微批次，而每卡每步 %2 个微批次不是它的整数倍（Megatron-LM 不接受这种设置）</translation>
    </message>
    <message>
        <source>a training input, ignored: serving splits each replica over its %1 GPUs by tensor parallelism (vLLM&apos;s --tensor-parallel-size); set the GPUs per replica with gpus</source>
        <translation>这是训练参数，推理服务不使用：每个模型副本用张量并行切分到它的 %1 张 GPU 上（即 vLLM 的 --tensor-parallel-size），每个副本的卡数请用 gpus 设置</translation>
    </message>
    <message>
        <source>%1 does not divide the model&apos;s %2 attention heads, %3 KV heads and %4-wide MLP all evenly (Megatron-LM splits each so); the estimate uses %5</source>
        <translation>%1 不能同时整除模型的 %2 个注意力头、%3 个 KV 头和宽 %4 的 MLP（Megatron-LM 要把它们都平均切分）；估算改用 %5</translation>
    </message>
    <message>
        <source>%1 is not a family the planner knows; read as a Llama-style decoder (gated MLP, separate q, k and v projections, RMSNorm), which may count its parameters and activations wrongly</source>
        <translation>%1 不是本程序认识的模型家族；按 Llama 式解码器读取（门控 MLP、q/k/v 分开投影、RMSNorm），参数量和激活值可能因此算错</translation>
    </message>
    <message>
        <source>not given; %1&apos;s default %2 assumed</source>
        <translation>未给出，按 %1 的默认值 %2 计</translation>
    </message>
    <message>
        <source>not given, so the workload is %1 and its serving block is ignored; set kind to &quot;inference&quot; to plan a service</source>
        <translation>未填写，因此工作负载按 %1 计算，serving 中的推理服务参数不使用；要规划推理服务，请把 kind 设为 &quot;inference&quot;</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为%1</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>须为有限的数字</translation>
    </message>
    <message>
        <source>%1 is outside the allowed range %2 to %3</source>
        <translation>%1 超出允许范围 %2 至 %3</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为%1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>无法识别的值“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>expected a JSON object, found %1</source>
        <translation>应为 JSON 对象，实际为%1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>应为“%1”</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2); update GPU Planner</source>
        <translation>版本 %1 高于本程序能读取的版本（%2），请升级 GPU Planner</translation>
    </message>
    <message>
        <source>the file is UTF-16; save it as UTF-8</source>
        <translation>文件是 UTF-16 编码，请另存为 UTF-8</translation>
    </message>
    <message>
        <source>binary data, not a JSON text file</source>
        <translation>这是二进制数据，不是 JSON 文本文件</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>holds more than %1 JSON values; a scenario, catalog or config holds far fewer</source>
        <translation>包含超过 %1 个 JSON 值；场景、目录或配置文件远没有这么多</translation>
    </message>
    <message>
        <source>not valid JSON: the file is empty</source>
        <translation>不是有效的 JSON：文件为空</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot; (known: %2)</source>
        <translation>没有名为“%1”的模型预设（可用：%2）</translation>
    </message>
    <message>
        <source>no file named</source>
        <translation>未指定文件</translation>
    </message>
    <message>
        <source>no file named to write to</source>
        <translation>未指定要写入的文件</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket)</source>
        <translation>不是普通文件（而是设备、管道或套接字）</translation>
    </message>
    <message>
        <source>file is larger than 16 MiB; not a scenario or config</source>
        <translation>文件超过 16 MiB，不会是场景或配置文件</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>cannot be written: it is a folder</source>
        <translation>无法写入：这是文件夹</translation>
    </message>
    <message>
        <source>cannot be written: not a regular file (a device, pipe or socket)</source>
        <translation>无法写入：不是普通文件（而是设备、管道或套接字）</translation>
    </message>
    <message>
        <source>cannot be written: &quot;%1&quot; is a file, not a folder</source>
        <translation>无法写入：“%1”是文件，不是文件夹</translation>
    </message>
    <message>
        <source>cannot be written: the folder &quot;%1&quot; does not exist</source>
        <translation>无法写入：文件夹“%1”不存在</translation>
    </message>
    <message>
        <source>cannot be written: permission denied</source>
        <translation>无法写入：没有权限</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>write failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <source>could not be saved: %1</source>
        <translation>未能保存：%1</translation>
    </message>
    <message>
        <source>the disk is full (%1 KiB free, %2 KiB needed); nothing was written</source>
        <translation>磁盘已满（剩余 %1 KiB，需要 %2 KiB），没有写入任何内容</translation>
    </message>
    <message>
        <source>the system gave no reason</source>
        <translation>系统未给出原因</translation>
    </message>
    <message>
        <source>null</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>parse error at line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列有语法错误：%3</translation>
    </message>
    <message>
        <source>not given, so the workload is planned as %1 (inference, lora, qlora, full or pretrain)</source>
        <translation>未填写，按 %1 规划（可选 inference、lora、qlora、full 或 pretrain）</translation>
    </message>
    <message>
        <source>unknown region id %1 (known: %2)</source>
        <translation>没有 id 为 %1 的地域（可用：%2）</translation>
    </message>
    <message>
        <source>unknown offering id %1 (known: %2)</source>
        <translation>没有 id 为 %1 的租用方式（可用：%2）</translation>
    </message>
    <message>
        <source>not given, assuming %1 users a day sending %2 requests each; set users_per_day (or requests_per_day)</source>
        <translation>未填写，按每天 %1 个用户、每人 %2 次请求计；请设置 users_per_day（或 requests_per_day）</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 GPUs left by tensor × pipeline parallelism; the estimate uses %3</source>
        <translation>%1 不能整除张量 × 流水线并行之后剩下的 %2 张卡；估算按 %3 计算</translation>
    </message>
</context>
<context>
    <name>ResultExport</name>
    <message>
        <source>Memory part</source>
        <translation>显存组成</translation>
    </message>
    <message>
        <source>Bytes per GPU</source>
        <translation>每卡字节数</translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation>每卡 GB</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>每卡合计</translation>
    </message>
    <message>
        <source>JSON key</source>
        <translation>JSON 键名</translation>
    </message>
</context>
<context>
    <name>ScenarioFiles</name>
    <message>
        <source>Your price catalog was not used: %1</source>
        <translation>未使用你的价格目录：%1</translation>
    </message>
    <message>
        <source>Your price catalog was used, but: %1</source>
        <translation>已使用你的价格目录，但：%1</translation>
    </message>
</context>
<context>
    <name>Translation</name>
    <message>
        <source>GPU Planner</source>
        <translation>算力规划器</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::BudgetChartView</name>
    <message>
        <source>%1: %2 days (%3 hours)</source>
        <translation>%1：%2 天（%3 小时）</translation>
    </message>
    <message>
        <source>How long %1 %2 rents each option</source>
        <translation>%1 %2 预算下各方案能租多久</translation>
    </message>
    <message>
        <source>Set a budget (Rental and data) to see how long each option runs</source>
        <translation>在“租用与数据”中设置预算，即可查看各方案能用多久</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CatalogEditor</name>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Reset to built-in</source>
        <translation>恢复内置值</translation>
    </message>
    <message>
        <source>This entry is your own: there is no built-in one to go back to.</source>
        <translation>这是你自己添加的条目：没有可恢复的内置值。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>价格与硬件目录</translation>
    </message>
    <message>
        <source>Offerings and prices</source>
        <translation>租用方式与价格</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Prices are per rented unit in the catalog&apos;s currency, for hub regions (regions multiply them). Edited entries are in bold. Saved to %1.</source>
        <translation>价格以目录币种、按租用单位填写，为西部枢纽价格（其他地域再乘以价格系数）。已修改的条目以粗体显示。保存到 %1。</translation>
    </message>
    <message>
        <source>Unsaved catalog edits</source>
        <translation>目录修改尚未保存</translation>
    </message>
    <message>
        <source>Your catalog edits are in force but not saved. Save them?</source>
        <translation>目录修改已经生效，但还没有保存。要保存吗？</translation>
    </message>
    <message>
        <source>Billing rules</source>
        <translation>计费规则</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>切分实例</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>按量（每小时）</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>包日</translation>
    </message>
    <message>
        <source>Weekly</source>
        <translation>包周</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>Yearly</source>
        <translation>包年</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Usable memory (MiB)</source>
        <translation>可用显存（MiB）</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>BF16 (TFLOP/s)</source>
        <translation>BF16（TFLOP/s）</translation>
    </message>
    <message>
        <source>FP16 (TFLOP/s)</source>
        <translation>FP16（TFLOP/s）</translation>
    </message>
    <message>
        <source>FP8 (TFLOP/s)</source>
        <translation>FP8（TFLOP/s）</translation>
    </message>
    <message>
        <source>FP32 (TFLOP/s)</source>
        <translation>FP32（TFLOP/s）</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互联</translation>
    </message>
    <message>
        <source>Link (GB/s)</source>
        <translation>互联带宽（GB/s）</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Price multiplier</source>
        <translation>价格系数</translation>
    </message>
    <message>
        <source>Latency (ms)</source>
        <translation>网络延迟（毫秒）</translation>
    </message>
    <message>
        <source>Edited: differs from the built-in catalog</source>
        <translation>已修改：与内置目录不同</translation>
    </message>
    <message>
        <source>Your own entry: not in the built-in catalog</source>
        <translation>自定义条目：内置目录中没有</translation>
    </message>
    <message>
        <source>This field cannot be empty.</source>
        <translation>此项不能为空。</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>“%1”不是数字。</translation>
    </message>
    <message>
        <source>Write the date as year-month-day, e.g. 2026-11-30.</source>
        <translation>日期请写成 年-月-日，例如 2026-11-30。</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>恢复 %1</translation>
    </message>
    <message>
        <source>your own figure, entered in GPU Planner</source>
        <translation>自有报价，在算力规划器中录入</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Spot discount</source>
        <translation>抢占式优惠</translation>
    </message>
    <message>
        <source>Minimum term (h)</source>
        <translation>最短租期（小时）</translation>
    </message>
    <message>
        <source>Stopped (/h)</source>
        <translation>停机期间（每小时）</translation>
    </message>
    <message>
        <source>When stopped</source>
        <translation>停机方式</translation>
    </message>
    <message>
        <source>No-GPU mode (/h)</source>
        <translation>无卡模式（每小时）</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>包月时长</translation>
    </message>
    <message>
        <source>System disk (GB)</source>
        <translation>系统盘（GB）</translation>
    </message>
    <message>
        <source>Outbound traffic (/GB)</source>
        <translation>公网出流量（每 GB）</translation>
    </message>
    <message>
        <source>Spot notice (min)</source>
        <translation>回收提前通知（分钟）</translation>
    </message>
    <message>
        <source>Spot protection (h)</source>
        <translation>抢占式保护期（小时）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CompareDialog</name>
    <message>
        <source>Compare two plans</source>
        <translation>对比两个计划</translation>
    </message>
    <message>
        <source>Plan &amp;A</source>
        <translation>计划 &amp;A</translation>
    </message>
    <message>
        <source>Plan &amp;B</source>
        <translation>计划 &amp;B</translation>
    </message>
    <message>
        <source>A scenario file or a project file (both plans of one kind)</source>
        <translation>场景文件或项目文件（两个计划须为同一类）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>对比(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>导出 &amp;JSON…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>导出 &amp;PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Recommended option</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>计划 A</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>计划 B</translation>
    </message>
    <message>
        <source>Choose plan A and plan B: two scenario files or two project files.</source>
        <translation>请选择计划 A 和计划 B：两个场景文件或两个项目文件。</translation>
    </message>
    <message>
        <source>%1: no such file.</source>
        <translation>%1：文件不存在。</translation>
    </message>
    <message>
        <source>%1 is a project file but %2 is a scenario file: compare two scenarios or two projects.</source>
        <translation>%1 是项目文件，而 %2 是场景文件：请对比两个场景或两个项目。</translation>
    </message>
    <message>
        <source>%1 and %2 could not be compared: %3</source>
        <translation>无法对比 %1 和 %2：%3</translation>
    </message>
    <message>
        <source>none (nothing it compares can do the work)</source>
        <translation>无（所比较的方案都无法完成这项工作）</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>Inputs that differ</source>
        <translation>不同的输入项</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>same file</source>
        <translation>同一文件</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>different</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>No input differs: the two plans have the same inputs.</source>
        <translation>没有不同的输入项：两个计划的输入完全相同。</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ</source>
        <translation>
            <numerusform>%n 个输入项不同</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a plan</source>
        <translation>选择计划</translation>
    </message>
    <message>
        <source>Scenario and project files (*.json);;All files (*)</source>
        <translation>场景和项目文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing to export: compare two plans first.</source>
        <translation>没有可导出的内容：请先对比两个计划。</translation>
    </message>
    <message>
        <source>%1 is a plan being compared; an export must not replace it. Choose another file name.</source>
        <translation>%1 是正在对比的计划，导出不能覆盖它。请换一个文件名。</translation>
    </message>
    <message>
        <source>%1: the report could not be made; nothing was written.</source>
        <translation>%1：无法生成报告，未写入任何文件。</translation>
    </message>
    <message>
        <source>Export comparison as PDF</source>
        <translation>将对比导出为 PDF</translation>
    </message>
    <message>
        <source>Export comparison as JSON</source>
        <translation>将对比导出为 JSON</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Phase “%1”</source>
        <translation>阶段“%1”</translation>
    </message>
    <message>
        <source>GPU-hours of work</source>
        <translation>工作卡时</translation>
    </message>
    <message>
        <source>%1 on compute</source>
        <translation>算力成本 %1</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>每卡时单价</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CostChartView</name>
    <message>
        <source>Total cost by region</source>
        <translation>各地域总成本</translation>
    </message>
    <message>
        <source>%1, %2: %3 %4</source>
        <translation>%1，%2：%3 %4</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总成本（%1）</translation>
    </message>
    <message>
        <source>Total cost by region: the %1 best-ranked of %2 offerings</source>
        <translation>各地域总成本：%2 个方案中排名前 %1 的方案</translation>
    </message>
    <message>
        <source>%1 (lines: P10–P90, 8 in 10 cases)</source>
        <translation>%1（细线：P10–P90，十次里有八次落在其中）</translation>
    </message>
    <message>
        <source>8 in 10 cases: %1–%2 %3</source>
        <translation>十次里有八次在 %1–%2 %3之间</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::CostPartsChartView</name>
    <message>
        <source>Total cost of each option, by part</source>
        <translation>各方案总成本构成</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总成本（%1）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::DurationChartView</name>
    <message>
        <source>Break-even at %1 h: %2 %3</source>
        <translation>盈亏平衡点 %1 小时：%2 %3</translation>
    </message>
    <message>
        <source>Total cost against rental period</source>
        <translation>总成本随租期变化</translation>
    </message>
    <message>
        <source>Rental period (hours, log scale)</source>
        <translation>租期（小时，对数刻度）</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总成本（%1）</translation>
    </message>
    <message>
        <source>break-even points</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>The job is done after %1 h: %2 %3</source>
        <translation>任务在 %1 小时后完成：%2 %3</translation>
    </message>
    <message>
        <source>end of each option&apos;s job</source>
        <translation>各方案任务完成点</translation>
    </message>
    <message>
        <source>this scenario&apos;s rental period</source>
        <translation>本场景的固定租期</translation>
    </message>
    <message>
        <source>Total cost against rental period (bands: price P10–P90; crosses: each job&apos;s hours and total, P10–P90)</source>
        <translation>总成本与租期（色带：价格 P10–P90；十字：各任务的时长与总成本，P10–P90）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::InputPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Rental and data</source>
        <translation>租用与数据</translation>
    </message>
    <message>
        <source>Import config.json…</source>
        <translation>导入 config.json…</translation>
    </message>
    <message>
        <source>Read the architecture from a Hugging Face config.json file</source>
        <translation>从 Hugging Face 的 config.json 读取模型结构</translation>
    </message>
    <message>
        <source> B</source>
        <comment>billions of parameters</comment>
        <translation> B</translation>
    </message>
    <message>
        <source>Total parameters in billions; moving it overrides the architecture&apos;s count</source>
        <translation>总参数量（B）；拖动后覆盖按结构算出的数值</translation>
    </message>
    <message>
        <source>Imported or custom architecture</source>
        <translation>导入或自定义的模型结构</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads (%4 KV), vocabulary %5; %6 B active per token</source>
        <translation>%1 层，隐藏维度 %2，%3 个注意力头（%4 个 KV 头），词表 %5；每个 token 激活 %6 B 参数</translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Offerings</source>
        <translation>租用方式</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比范围</translation>
    </message>
    <message>
        <source>Regions to price every offering in</source>
        <translation>对每种租用方式按这些地域报价</translation>
    </message>
    <message>
        <source>What to rent: whole cards, MIG or vGPU slices, spot cards, whole machines</source>
        <translation>租什么：整卡、MIG 或 vGPU 切分、抢占式实例、整机</translation>
    </message>
    <message>
        <source> (your price)</source>
        <translation>（自填价格）</translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>权重存储格式</translation>
    </message>
    <message>
        <source>How the weights are stored: the precision, or a quantised file format</source>
        <translation>权重如何存储：按所选精度，或某种量化文件格式</translation>
    </message>
    <message>
        <source>As the precision</source>
        <translation>按所选精度</translation>
    </message>
    <message>
        <source>Change input</source>
        <translation>修改输入</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>导入 config.json</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>%1 · %2 bits</source>
        <translation>%1 · 每权重 %2 位</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MainWindow</name>
    <message>
        <source>Import failed</source>
        <translation>导入失败</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation>关于算力规划器</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Planner %1&lt;/h3&gt;&lt;p&gt;GPU memory, run time and total cost of AI workloads on whole cards, GPU slices and other rentals, by region.&lt;/p&gt;&lt;p&gt;Built-in catalog as of %2. Prices are illustrative: replace them with your quotes.&lt;/p&gt;&lt;p&gt;Built with Qt %3 (LGPL v3) and nlohmann/json (MIT).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;算力规划器 %1&lt;/h3&gt;&lt;p&gt;估算 AI 任务在整卡租用、切分实例等方式下、不同地域的显存需求、运行时间与总成本。&lt;/p&gt;&lt;p&gt;内置目录日期：%2。价格仅作示例，请换成你拿到的报价。&lt;/p&gt;&lt;p&gt;基于 Qt %3（LGPL v3）与 nlohmann/json（MIT）构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>导出 &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation>关于算力规划器(&amp;A)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Cost by region</source>
        <translation>各地域成本</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Cannot open scenario</source>
        <translation>无法打开场景</translation>
    </message>
    <message>
        <source>Evaluated %1 options in %2 ms</source>
        <translation>已在 %2 毫秒内估算 %1 个方案</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — GPU Planner</source>
        <translation>%1[*] — 算力规划器</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>有未保存的更改</translation>
    </message>
    <message>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>场景有未保存的更改，要先保存吗？</translation>
    </message>
    <message>
        <source>Cannot save scenario</source>
        <translation>无法保存场景</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>Export JSON</source>
        <translation>导出 JSON</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Opened with remarks</source>
        <translation>已打开，但有提示</translation>
    </message>
    <message>
        <source>The scenario was opened, but:

%1</source>
        <translation>场景已打开，但：

%1</translation>
    </message>
    <message>
        <source>Cost over time</source>
        <translation>成本与租期</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>GPU Planner did not close cleanly last time. Restore the unsaved scenario?</source>
        <translation>算力规划器上次没有正常退出。要恢复未保存的场景吗？</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Cost by part</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>导出 &amp;PDF 报告…</translation>
    </message>
    <message>
        <source>Export PDF report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>图表另存为 PNG</translation>
    </message>
    <message>
        <source>%1 dpi…</source>
        <translation>%1 dpi…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>图表另存为 SVG…</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>价格与硬件目录</translation>
    </message>
    <message>
        <source>&amp;Catalog: prices, GPUs, regions…</source>
        <translation>目录：价格、GPU、地域(&amp;C)…</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>正在生成 PDF 报告…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Writing the PDF report: page %1…</source>
        <translation>正在生成 PDF 报告：第 %1 页…</translation>
    </message>
    <message>
        <source>PDF export stopped; nothing was written</source>
        <translation>已停止导出 PDF，未写入任何文件</translation>
    </message>
    <message>
        <source>Export refused</source>
        <translation>已拒绝导出</translation>
    </message>
    <message>
        <source>%1 is read by this plan (the scenario, its model&apos;s config.json or your price catalog); an export must not replace it. Choose another file name.</source>
        <translation>%1 是本方案正在读取的文件（场景文件、模型的 config.json 或你的价格目录），导出不能覆盖它。请换一个文件名。</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>使用指南(&amp;U)</translation>
    </message>
    <message>
        <source>What this tab shows and how to read it (user guide)</source>
        <translation>这个标签页显示什么、怎么看（使用指南）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Caution:&lt;/b&gt; %1.</source>
        <translation>&lt;b&gt;注意：&lt;/b&gt;%1。</translation>
    </message>
    <message>
        <source>Cheapest that fits: &lt;b&gt;%1&lt;/b&gt; in %2, %3 %4 for %5.</source>
        <translation>显存够用的方案中最便宜：%2的 &lt;b&gt;%1&lt;/b&gt;，运行 %5，共 %3 %4。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2: &lt;b&gt;%3&lt;/b&gt; per GPU on %4 GPU(s); %5 of %6 options fit.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，%2：每卡显存需求 &lt;b&gt;%3&lt;/b&gt;，共 %4 张卡；%6 个方案中 %5 个显存够用。</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;%1&lt;/b&gt; in %2, %3 %4 for %5; %6.</source>
        <translation>推荐：%2的 &lt;b&gt;%1&lt;/b&gt;，运行 %5，共 %3 %4（%6）。</translation>
    </message>
    <message>
        <source>What drives the cost</source>
        <translation>影响成本的因素</translation>
    </message>
    <message>
        <source>Co&amp;mpare…</source>
        <translation>对比(&amp;M)…</translation>
    </message>
    <message>
        <source>New pro&amp;ject</source>
        <translation>新建项目(&amp;J)</translation>
    </message>
    <message>
        <source>Open projec&amp;t…</source>
        <translation>打开项目(&amp;T)…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, %2: &lt;b&gt;%3&lt;/b&gt; per GPU on %4 GPU(s) per copy of the model; %5 of %6 options fit.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;，%2：每卡显存需求 &lt;b&gt;%3&lt;/b&gt;，每个模型副本占 %4 张卡；%6 个方案中 %5 个显存够用。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::MemoryChartView</name>
    <message>
        <source>GPU memory per GPU</source>
        <translation>每卡显存需求</translation>
    </message>
    <message>
        <source>This workload</source>
        <translation>本任务</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1：%2 GiB</translation>
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
        <translation>%2 GiB 中可用 %1 GiB</translation>
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
        <translation>%1：当月支出 %2 %4，累计 %3 %4</translation>
    </message>
    <message>
        <source>Spend by month (%1)</source>
        <translation>按月支出（%1）</translation>
    </message>
    <message>
        <source>Add a phase to see the spend by month</source>
        <translation>添加阶段后即可查看按月支出</translation>
    </message>
    <message>
        <source>Spent in the month</source>
        <translation>当月支出</translation>
    </message>
    <message>
        <source>Spent so far</source>
        <translation>累计支出</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Amount (%1)</source>
        <translation>金额（%1）</translation>
    </message>
    <message>
        <source>%1: the budget of %2 %3 runs out on %4</source>
        <translation>%1：%2 %3的预算将在 %4 用完</translation>
    </message>
    <message>
        <source>%1, within the budget of %2 %3</source>
        <translation>%1，在 %2 %3的预算之内</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::ProjectWindow</name>
    <message>
        <source>Add a phase from a scenario</source>
        <translation>从场景添加阶段</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>项目(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;New project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open project…</source>
        <translation>打开项目(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save project</source>
        <translation>保存项目(&amp;S)</translation>
    </message>
    <message>
        <source>Save project &amp;as…</source>
        <translation>项目另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 &amp;CSV…</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>导出 &amp;JSON…</translation>
    </message>
    <message>
        <source>Export &amp;PDF report…</source>
        <translation>导出 &amp;PDF 报告…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Starts on</source>
        <translation>开始日期(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>预算(&amp;B)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>What the whole project may spend; 0 for no budget</source>
        <translation>整个项目可支出的金额；0 表示不设预算</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>End</source>
        <translation>结束</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>&amp;Add phase</source>
        <translation>添加阶段(&amp;A)</translation>
    </message>
    <message>
        <source>From a scenario file…</source>
        <translation>从场景文件…</translation>
    </message>
    <message>
        <source>From the planner&apos;s scenario</source>
        <translation>从规划器当前的场景</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Edit in planner</source>
        <translation>在规划器中编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Open the phase&apos;s scenario in the planner: its changes there re-price the project as you make them</source>
        <translation>在规划器中打开该阶段的场景：在那里的每次修改都会立即重新计算项目费用</translation>
    </message>
    <message>
        <source>Selected phase</source>
        <translation>所选阶段</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Starts</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>How many times the phase runs, one run after another</source>
        <translation>该阶段运行的次数，一次接一次</translation>
    </message>
    <message>
        <source>Monthly growth</source>
        <translation>月增长率</translation>
    </message>
    <message>
        <source> % a month</source>
        <translation> % / 月</translation>
    </message>
    <message>
        <source>Serving only: each month has this much more load than the one before, compounding</source>
        <translation>仅限推理服务：每个月的负载比上个月多出这个比例，按复利累计</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Spend by month</source>
        <translation>按月支出</translation>
    </message>
    <message>
        <source>Untitled project</source>
        <translation>未命名项目</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Project files (*.json)</source>
        <translation>项目文件 (*.json)</translation>
    </message>
    <message>
        <source>Opened with remarks</source>
        <translation>已打开，但有提示</translation>
    </message>
    <message>
        <source>The project was opened, but:

%1</source>
        <translation>项目已打开，但有以下提示：

%1</translation>
    </message>
    <message>
        <source>Cannot open project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Add a phase: a scenario run on the calendar (Add phase → from a scenario file, or the planner&apos;s).</source>
        <translation>请添加阶段：即在日历上运行的一个场景（添加阶段 → 从场景文件，或从规划器当前的场景）。</translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>从 %1 到 %2。</translation>
    </message>
    <message>
        <source>Following the planner&apos;s changes to “%1”.</source>
        <translation>正在跟随规划器中对“%1”的修改。</translation>
    </message>
    <message>
        <source>%1 (pinned)</source>
        <translation>%1（指定）</translation>
    </message>
    <message>
        <source>%1 (× %2)</source>
        <translation>%1（× %2）</translation>
    </message>
    <message>
        <source>At the project&apos;s start</source>
        <translation>项目开始时</translation>
    </message>
    <message>
        <source>On a date</source>
        <translation>指定日期</translation>
    </message>
    <message>
        <source>After “%1”</source>
        <translation>在“%1”之后</translation>
    </message>
    <message>
        <source>Best-ranked</source>
        <translation>排名第一的方案</translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation>%1（显存不足）</translation>
    </message>
    <message>
        <source>not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>%1 (%2)[*] — GPU Planner project</source>
        <translation>%1（%2）[*] — GPU Planner 项目</translation>
    </message>
    <message>
        <source>Cannot add phase</source>
        <translation>无法添加阶段</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>有未保存的更改</translation>
    </message>
    <message>
        <source>The project has unsaved changes. Save them first?</source>
        <translation>项目有未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>Cannot save project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <source>Export project</source>
        <translation>导出项目</translation>
    </message>
    <message>
        <source>Export refused</source>
        <translation>已拒绝导出</translation>
    </message>
    <message>
        <source>%1 is read by this project; an export must not replace it. Choose another file name.</source>
        <translation>%1 是本项目要读取的文件，导出不能覆盖它。请换一个文件名。</translation>
    </message>
    <message>
        <source>Writing the PDF report…</source>
        <translation>正在生成 PDF 报告…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Writing the PDF report: page %1…</source>
        <translation>正在生成 PDF 报告：第 %1 页…</translation>
    </message>
    <message>
        <source>PDF export stopped; nothing was written</source>
        <translation>已停止导出 PDF，未写入任何文件</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source> (%1%2 vs before)</source>
        <translation>（较修改前 %1%2）</translation>
    </message>
    <message>
        <source>Total: &lt;b&gt;%1&lt;/b&gt;%2.</source>
        <translation>总计：&lt;b&gt;%1&lt;/b&gt;%2。</translation>
    </message>
    <message>
        <source>Range %1–%2 %3 (each phase&apos;s P10 and P90 added up).</source>
        <translation>区间 %1–%2 %3（各阶段的 P10 与 P90 分别相加）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Phases without a price: %1&lt;/b&gt; (not in the total).</source>
        <translation>&lt;b&gt;无法计价的阶段：%1 个&lt;/b&gt;（未计入总计）。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::RecommendationView</name>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>No option fits this workload. Add GPUs, a larger card or quantised weights, or compare other offerings.</source>
        <translation>没有显存够用的方案。可以增加 GPU、换更大显存的卡、使用量化权重，或对比其他租用方式。</translation>
    </message>
    <message>
        <source>Before you buy %1:</source>
        <translation>购买 %1 之前：</translation>
    </message>
    <message>
        <source>Left out (%1):</source>
        <translation>未入选（%1 个）：</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>No compared option can do this work; each one left out below says why.</source>
        <translation>所比较的方案都做不了这项工作，下面列出的未入选方案各自注明了原因。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::SliderSpinBox</name>
    <message>
        <source>Type a number from %1 to %2.</source>
        <translation>请输入 %1 到 %2 之间的数。</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::TimelineChartView</name>
    <message>
        <source>Add a phase to see the project&apos;s timeline</source>
        <translation>添加阶段后即可查看项目时间线</translation>
    </message>
    <message>
        <source>Phases on the calendar, by kind of rental</source>
        <translation>各阶段的时间安排（按租用方式着色）</translation>
    </message>
    <message>
        <source>%1: %2
%3 to %4, %5; %6 %7</source>
        <translation>%1：%2
%3 至 %4，%5；%6 %7</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Date (each phase from its start to its end)</source>
        <translation>日期（每个阶段从开始到结束）</translation>
    </message>
    <message>
        <source>No price (see the row)</source>
        <translation>无价格（见该行）</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::TornadoChartView</name>
    <message>
        <source>%1: %2 to %3 %4 (point estimate %5)</source>
        <translation>%1：%2 至 %3 %4（点估计 %5）</translation>
    </message>
    <message>
        <source>Ranges are off for this scenario: remove &quot;enabled&quot;: false from its &quot;uncertainty&quot; to see what drives the cost</source>
        <translation>本场景关闭了区间估计：删除其 &quot;uncertainty&quot; 中的 &quot;enabled&quot;: false，即可查看影响成本的因素</translation>
    </message>
    <message>
        <source>What drives the cost of %1: each input alone from its P10 to its P90</source>
        <translation>影响 %1 成本的因素：每次只把一个输入从 P10 调到 P90</translation>
    </message>
    <message>
        <source>Total cost (%1); the line is the point estimate</source>
        <translation>总成本（%1）；虚线为点估计</translation>
    </message>
    <message>
        <source>below the point estimate</source>
        <translation>低于点估计</translation>
    </message>
    <message>
        <source>above the point estimate</source>
        <translation>高于点估计</translation>
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
        <translation>影响成本的因素：没有推荐方案（都显存不足或在租期内完不成）</translation>
    </message>
    <message>
        <source>What drives the cost of %1: no uncertain input moves it</source>
        <translation>影响 %1 成本的因素：没有哪个不确定的输入会改变它</translation>
    </message>
</context>
<context>
    <name>gpuplanner::ui::WaterfallChartView</name>
    <message>
        <source>%1 → %2 %3 (%4)</source>
        <translation>%1 → %2 %3（%4）</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>costs more in B</source>
        <translation>B 更贵的部分</translation>
    </message>
    <message>
        <source>costs less in B</source>
        <translation>B 更省的部分</translation>
    </message>
    <message>
        <source>Plan A: %1</source>
        <translation>计划 A：%1</translation>
    </message>
    <message>
        <source>Plan B: %1</source>
        <translation>计划 B：%1</translation>
    </message>
    <message>
        <source>Neither plan has a price (nothing it compares can do the work): no cost to explain</source>
        <translation>两个计划都没有价格（所比较的方案都无法完成这项工作）：没有成本差异可解释</translation>
    </message>
    <message>
        <source>Plan A has no price (nothing it compares can do the work): no cost to explain</source>
        <translation>计划 A 没有价格（所比较的方案都无法完成这项工作）：没有成本差异可解释</translation>
    </message>
    <message>
        <source>Plan B has no price (nothing it compares can do the work): no cost to explain</source>
        <translation>计划 B 没有价格（所比较的方案都无法完成这项工作）：没有成本差异可解释</translation>
    </message>
    <message>
        <source>Total cost (%1)</source>
        <translation>总成本（%1）</translation>
    </message>
    <message>
        <source>From A&apos;s total to B&apos;s, by cost part</source>
        <translation>从 A 的总成本到 B 的总成本（按成本构成）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--currency: expected CNY or USD, got &quot;%1&quot;</source>
        <translation>--currency：应为 CNY 或 USD，实际为“%1”</translation>
    </message>
    <message>
        <source>--lang: expected zh_CN or en, got &quot;%1&quot;</source>
        <translation>--lang：应为 zh_CN 或 en，实际为“%1”</translation>
    </message>
    <message>
        <source>GPU Planner: how much GPU memory an AI workload needs, how long it runs, and what it costs on whole cards, GPU slices and other rentals in each region.
Without --scenario it opens the window.</source>
        <translation>算力规划器：估算 AI 任务需要多少显存、要跑多久，以及在各地域整卡租用、切分实例等方式下的总成本。
不带 --scenario 时打开窗口。</translation>
    </message>
    <message>
        <source>Scenario file to open in the window.</source>
        <translation>要在窗口中打开的场景文件。</translation>
    </message>
    <message>
        <source>Evaluate FILE without a window (prints JSON unless an export is given).</source>
        <translation>不开窗口直接估算 FILE（未指定导出时打印 JSON）。</translation>
    </message>
    <message>
        <source>Write the result as JSON to OUT (- for standard output).</source>
        <translation>把结果以 JSON 写入 OUT（- 表示标准输出）。</translation>
    </message>
    <message>
        <source>Write the compared options as CSV to OUT (- for standard output).</source>
        <translation>把各方案对比以 CSV 写入 OUT（- 表示标准输出）。</translation>
    </message>
    <message>
        <source>Language of the window and exports: zh_CN or en.</source>
        <translation>窗口与导出的语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>Version %1, built-in catalog of %2. Uses Qt (LGPL v3) and nlohmann/json (MIT).</source>
        <translation>版本 %1，内置目录日期 %2。使用 Qt（LGPL v3）与 nlohmann/json（MIT）。</translation>
    </message>
    <message>
        <source>Write the comparison as an A4 PDF report to OUT.</source>
        <translation>把对比结果写成 A4 PDF 报告，保存到 OUT。</translation>
    </message>
    <message>
        <source>several --scenario files need --export-dir DIR</source>
        <translation>多个 --scenario 文件需要同时给出 --export-dir DIR</translation>
    </message>
    <message>
        <source>with --export-dir, each scenario is written as &lt;name&gt;.json, .csv and .pdf</source>
        <translation>使用 --export-dir 时，每个场景写成 &lt;名称&gt;.json、.csv 和 .pdf</translation>
    </message>
    <message>
        <source>Write &lt;name&gt;.json, .csv and .pdf for every --scenario FILE into DIR.</source>
        <translation>把每个 --scenario FILE 的 &lt;名称&gt;.json、.csv 和 .pdf 写入 DIR。</translation>
    </message>
    <message>
        <source>Write the CSV without a UTF-8 byte-order mark.</source>
        <translation>CSV 不写 UTF-8 字节顺序标记（BOM）。</translation>
    </message>
    <message>
        <source>Write the CSV header as stable English column keys.</source>
        <translation>CSV 表头使用固定的英文列名。</translation>
    </message>
    <message>
        <source>Add a second table to the CSV: the memory breakdown per GPU.</source>
        <translation>在 CSV 中追加第二张表：每卡显存构成。</translation>
    </message>
    <message>
        <source>%1: the export would replace this scenario file; choose another file or folder</source>
        <translation>%1：导出会覆盖这个场景文件，请换一个文件名或文件夹</translation>
    </message>
    <message>
        <source>--export-dir: cannot create the folder &quot;%1&quot;</source>
        <translation>--export-dir：无法创建文件夹“%1”</translation>
    </message>
    <message>
        <source>%1: two exports of this run would be written to this file (scenarios with the same name?); nothing was written</source>
        <translation>%1：本次运行有两个导出会写到同一个文件（场景文件同名？）；没有写入任何文件</translation>
    </message>
    <message>
        <source>--export-dir needs --scenario FILE</source>
        <translation>--export-dir 需要同时给出 --scenario 文件</translation>
    </message>
    <message>
        <source>-: two exports of this run would go to standard output, one after the other; send one of them to a file. Nothing was written</source>
        <translation>-：本次运行有两个导出都写到标准输出，会首尾相接混在一起；请把其中一个写到文件。未写入任何内容</translation>
    </message>
    <message>
        <source>--export-dir: &quot;%1&quot; is a file, not a folder</source>
        <translation>--export-dir：“%1”是文件，不是文件夹</translation>
    </message>
    <message>
        <source>Price the project FILE (phases on a calendar) without a window; prints its JSON unless an export is given.</source>
        <translation>不打开窗口，为项目文件 FILE（按日历排布的各阶段）计价；未指定导出时输出其 JSON。</translation>
    </message>
    <message>
        <source>Compare plan A with plan B (two scenario files or two project files: --compare A.json B.json); prints the comparison&apos;s JSON unless an export is given.</source>
        <translation>对比计划 A 与计划 B（两个场景文件或两个项目文件：--compare A.json B.json）；未指定导出时输出对比结果的 JSON。</translation>
    </message>
    <message>
        <source>%1: the export would replace this file, which the run reads (a phase&apos;s scenario, a model config.json or your price catalog); choose another file or folder</source>
        <translation>%1：导出会覆盖本次运行要读取的文件（某个阶段的场景、模型的 config.json 或你的价格目录）；请换一个文件或文件夹</translation>
    </message>
    <message>
        <source>%1: the export would replace this plan file (a scenario or project); choose another file or folder</source>
        <translation>%1：导出会覆盖这个计划文件（场景或项目）；请换一个文件或文件夹</translation>
    </message>
    <message>
        <source>not priced, left out of the total: %1</source>
        <translation>未计价，未计入总计：%1</translation>
    </message>
    <message>
        <source>--currency: a project is priced in its own currency (its file&apos;s &quot;currency&quot;)</source>
        <translation>--currency：项目按自身的币种计价（文件中的 &quot;currency&quot;）</translation>
    </message>
    <message>
        <source>--compare needs two files: --compare A.json B.json</source>
        <translation>--compare 需要两个文件：--compare A.json B.json</translation>
    </message>
    <message>
        <source>--export-csv: a comparison is exported as JSON or PDF</source>
        <translation>--export-csv：对比结果只能导出为 JSON 或 PDF</translation>
    </message>
    <message>
        <source>--currency: a comparison is priced in plan A&apos;s currency</source>
        <translation>--currency：对比按计划 A 的币种计价</translation>
    </message>
    <message>
        <source>--scenario, --project and --compare are separate runs; give one</source>
        <translation>--scenario、--project 和 --compare 是不同的运行方式，只能选一个</translation>
    </message>
    <message>
        <source>--export-dir is for --scenario files; name each export of a project or comparison</source>
        <translation>--export-dir 只用于 --scenario 文件；项目或对比的每个导出请分别指定文件名</translation>
    </message>
    <message>
        <source>--export-json, --export-csv and --export-pdf need --scenario FILE, --project FILE or --compare A B</source>
        <translation>--export-json、--export-csv 和 --export-pdf 需要配合 --scenario FILE、--project FILE 或 --compare A B 使用</translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is a project and &quot;%2&quot; a scenario; compare two scenarios or two projects</source>
        <translation>--compare：&quot;%1&quot; 是项目，&quot;%2&quot; 是场景；请对比两个场景或两个项目</translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is a scenario and &quot;%2&quot; a project; compare two scenarios or two projects</source>
        <translation>--compare：&quot;%1&quot; 是场景，&quot;%2&quot; 是项目；请对比两个场景或两个项目</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a file without an option before it; name it with --scenario, --project or --compare</source>
        <translation>“%1”：文件前面没有选项；请用 --scenario、--project 或 --compare 指明它的用途</translation>
    </message>
    <message>
        <source>--%1: expected a value, found the option &quot;%2&quot;</source>
        <translation>--%1：缺少取值，后面紧跟的是选项“%2”</translation>
    </message>
    <message>
        <source>Currency of a scenario&apos;s result: CNY or USD (a project or comparison keeps its own).</source>
        <translation>场景结果使用的币种：CNY 或 USD（项目和对比沿用各自的币种）。</translation>
    </message>
</context>
</TS>
