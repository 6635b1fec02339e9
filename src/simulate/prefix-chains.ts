// Prefix chains from per-block hashes (Mooncake's hash_ids): each distinct leading run of hashes is one node of a
// prefix tree, so two requests whose hash lists start alike share the nodes of their common start, and the
// scheduler's prefix cache can hit them block by block.

/** Request i's nodes are nodes[offsets[i]] .. nodes[offsets[i + 1] − 1], root first; each node covers blockTokens. */
export interface PrefixChains {
  blockTokens: number;
  offsets: Int32Array;
  nodes: Int32Array;
  nodeCount: number;
}

/** Numbers each (parent node, hash) pair once: a node is a whole prefix, not a hash on its own. */
export function prefixChains(hashIds: readonly Int32Array[], blockTokens: number): PrefixChains {
  const offsets = new Int32Array(hashIds.length + 1);
  let total = 0;
  for (let i = 0; i < hashIds.length; i++) {
    offsets[i] = total;
    total += (hashIds[i] as Int32Array).length;
  }
  offsets[hashIds.length] = total;
  const nodes = new Int32Array(total);
  const ids = new Map<string, number>();
  let k = 0;
  for (const hashes of hashIds) {
    let parent = -1;
    for (const h of hashes) {
      const key = `${parent}:${h}`;
      let node = ids.get(key);
      if (node === undefined) {
        node = ids.size;
        ids.set(key, node);
      }
      nodes[k++] = node;
      parent = node;
    }
  }
  return { blockTokens, offsets, nodes, nodeCount: ids.size };
}
