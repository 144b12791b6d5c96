// Minimum-cost circulation, the engine behind automatic reviewer assignment.
//
// Cost scaling (Goldberg and Tarjan's push/relabel with ε-scaling): costs are multiplied by n + 1, so a
// circulation that is 1-optimal for the scaled costs is optimal for the true ones. Prices start at 0, where
// any circulation is C-optimal (C the largest scaled cost); each phase divides ε by SCALING_FACTOR and
// refines: it saturates every residual arc of negative reduced cost, then discharges the nodes left with
// excess in FIFO order, pushing along admissible arcs (negative reduced cost) and relabelling (lowering
// a node's price by just enough to make an arc admissible) when none is left. Every phase ends with a
// circulation again, ε-optimal; the phase with ε = 1 ends optimal. Two of Goldberg's (1997) heuristics
// pay here: push look-ahead, and scanning only each node's residual arcs (a reviewer has thousands of arcs
// from papers, but only the few back to the papers assigned to them are residual).
//
// Costs and prices are integers held in Float64, exact below 2^53: a phase lowers a price by at most
// about n(α + 1)ε, so over all phases prices stay within about 1.2·n·C·(n + 1) (exactCostLimit);
// capacities are Int32. The graph is stored once as a forward star (every node's residual arcs,
// forward and reverse, contiguous), so a solve allocates nothing per arc.
//
// Lexicographic objectives are solved in stages: after a solve, `fixOptimalArcs` computes exact optimal
// prices and freezes every arc whose reduced cost is not zero. By complementary slackness the circulations
// left are exactly the optimal ones, so the next solve, with the next objective's costs, only chooses
// among them.

/** ε is divided by this much per phase. */
const SCALING_FACTOR = 12;
/** Prices and scaled costs stay below this in magnitude, so Float64 holds them exactly. */
const EXACT_LIMIT = 2 ** 52;

/** The largest |cost| a graph of this many nodes takes: its prices then provably stay exact. */
export function exactCostLimit(nodes: number): number {
  const multiplier = nodes + 1;
  return Math.floor(EXACT_LIMIT / (((SCALING_FACTOR + 1) / (SCALING_FACTOR - 1)) * nodes * multiplier + multiplier));
}

/** The flow that can be restored after trying another objective. */
export interface FlowState {
  readonly residual: Int32Array;
  readonly fixed: Int32Array;
}

export class FlowGraph {
  private nodeCount = 0;
  private arcCount = 0;
  private arcTail: Int32Array;
  private arcHead: Int32Array;
  private arcCapacity: Int32Array;
  private arcCost: Float64Array;
  private built = false;

  // The forward star: the residual arcs of node u are first[u] .. first[u + 1] - 1.
  private first = new Int32Array(0);
  private head = new Int32Array(0);
  private residual = new Int32Array(0);
  private mate = new Int32Array(0);
  private cost = new Float64Array(0);
  /** Flow frozen on a residual arc by fixOptimalArcs (read on forward arcs). */
  private fixed = new Int32Array(0);
  /** Where each arc, by its id, sits in the forward star. */
  private position = new Int32Array(0);

  private price = new Float64Array(0);
  private excess = new Float64Array(0);
  private current = new Int32Array(0);
  private queue = new Int32Array(0);
  private queued = new Uint8Array(0);
  /** Each node's residual arcs (and some exhausted ones): live[first[u]] .. live[liveEnd[u] - 1]. */
  private live = new Int32Array(0);
  private liveEnd = new Int32Array(0);
  private listed = new Uint8Array(0);
  /** n + 1, the multiplier of the costs during the last solve. */
  private multiplier = 1;

  constructor(expectedArcs = 1024) {
    const room = Math.max(16, expectedArcs);
    this.arcTail = new Int32Array(room);
    this.arcHead = new Int32Array(room);
    this.arcCapacity = new Int32Array(room);
    this.arcCost = new Float64Array(room);
  }

  addNode(): number {
    this.assertOpen();
    return this.nodeCount++;
  }

  /** An arc from → to carrying 0 .. capacity units at an integer cost each; returns its id. */
  addArc(from: number, to: number, capacity: number, cost: number): number {
    this.assertOpen();
    if (!this.isNode(from) || !this.isNode(to) || from === to) throw new RangeError(`No arc can join ${from} and ${to}`);
    if (!Number.isInteger(capacity) || capacity < 0 || capacity > 0x7fffffff) throw new RangeError(`Bad capacity ${capacity}`);
    if (this.arcCount === this.arcTail.length) this.growArcs();
    const arc = this.arcCount++;
    this.arcTail[arc] = from;
    this.arcHead[arc] = to;
    this.arcCapacity[arc] = capacity;
    this.setCost(arc, cost);
    return arc;
  }

  /** Changes an arc's cost; takes effect at the next solve. */
  setCost(arc: number, cost: number): void {
    if (!Number.isSafeInteger(cost)) throw new RangeError(`Costs are integers (got ${cost})`);
    this.arcCost[arc] = cost;
  }

  /** Sets every arc's cost to 0. */
  clearCosts(): void {
    this.arcCost.fill(0);
  }

  /** The flow on an arc, by its id. */
  flow(arc: number): number {
    if (!this.built) return 0;
    const at = this.position[arc]!;
    return this.fixed[at]! + this.residual[this.mate[at]!]!;
  }

  /** An arc's capacity, by its id. */
  capacity(arc: number): number {
    if (!this.built) return this.arcCapacity[arc]!;
    const at = this.position[arc]!;
    return this.fixed[at]! + this.fixed[this.mate[at]!]! + this.residual[at]! + this.residual[this.mate[at]!]!;
  }

  /** Moves the flow to a minimum-cost circulation among those the frozen arcs allow. */
  solve(): void {
    this.build();
    const maxCost = this.scaleCosts();
    this.price.fill(0);
    this.scaleDown(maxCost);
  }

  /**
   * The same, starting from the current circulation and prices rather than from scratch: after a small
   * change of costs the circulation is already nearly optimal, and only the last phases have work to do.
   */
  reoptimise(): void {
    this.build();
    const maxCost = this.scaleCosts();
    let highest = -Infinity;
    for (const price of this.price) highest = Math.max(highest, price);
    for (let node = 0; node < this.nodeCount; node++) this.price[node]! -= highest;
    const violation = this.largestViolation();
    if (violation > maxCost || this.price.some((price) => price < -EXACT_LIMIT / 4)) {
      this.price.fill(0);
      this.scaleDown(maxCost);
    } else {
      this.scaleDown(violation);
    }
  }

  /** Forgets the prices, so that reoptimise starts from the current circulation alone. */
  resetPrices(): void {
    this.price.fill(0);
  }

  /** The prices of the last solve, to start a later reoptimise from. */
  savePrices(): Float64Array {
    return this.price.slice();
  }

  restorePrices(prices: Float64Array): void {
    this.price.set(prices);
  }

  /**
   * After a solve: freezes every arc that no optimal circulation moves, so that later solves optimise a
   * further objective among the optimal circulations of this one.
   */
  fixOptimalArcs(): void {
    const potential = this.exactPotentials();
    const { first, head, residual, mate, cost, fixed, multiplier } = this;
    for (let node = 0; node < this.nodeCount; node++) {
      const end = first[node + 1]!;
      for (let arc = first[node]!; arc < end; arc++) {
        const back = mate[arc]!;
        if (arc > back) continue;
        const reduced = cost[arc]! / multiplier + potential[node]! - potential[head[arc]!]!;
        if (reduced === 0) continue;
        fixed[arc]! += residual[back]!;
        fixed[back]! += residual[arc]!;
        residual[arc] = 0;
        residual[back] = 0;
      }
    }
  }

  saveState(): FlowState {
    this.build();
    return { residual: this.residual.slice(), fixed: this.fixed.slice() };
  }

  restoreState(state: FlowState): void {
    this.residual.set(state.residual);
    this.fixed.set(state.fixed);
  }

  private isNode(node: number): boolean {
    return Number.isInteger(node) && node >= 0 && node < this.nodeCount;
  }

  private assertOpen(): void {
    if (this.built) throw new Error('The graph is fixed once solved: add every node and arc first');
  }

  private growArcs(): void {
    const room = this.arcTail.length * 2;
    const tail = new Int32Array(room);
    const head = new Int32Array(room);
    const capacity = new Int32Array(room);
    const cost = new Float64Array(room);
    tail.set(this.arcTail);
    head.set(this.arcHead);
    capacity.set(this.arcCapacity);
    cost.set(this.arcCost);
    [this.arcTail, this.arcHead, this.arcCapacity, this.arcCost] = [tail, head, capacity, cost];
  }

  /** Lays the arcs out as a forward star, once; the flow starts at zero. */
  private build(): void {
    if (this.built) return;
    this.built = true;
    const nodes = this.nodeCount;
    const arcs = this.arcCount;
    const first = new Int32Array(nodes + 1);
    for (let arc = 0; arc < arcs; arc++) {
      first[this.arcTail[arc]! + 1]!++;
      first[this.arcHead[arc]! + 1]!++;
    }
    for (let node = 0; node < nodes; node++) first[node + 1]! += first[node]!;
    const next = first.slice(0, nodes);
    this.head = new Int32Array(2 * arcs);
    this.residual = new Int32Array(2 * arcs);
    this.mate = new Int32Array(2 * arcs);
    this.cost = new Float64Array(2 * arcs);
    this.fixed = new Int32Array(2 * arcs);
    this.position = new Int32Array(arcs);
    for (let arc = 0; arc < arcs; arc++) {
      const tail = this.arcTail[arc]!;
      const head = this.arcHead[arc]!;
      const forward = next[tail]!++;
      const backward = next[head]!++;
      this.head[forward] = head;
      this.head[backward] = tail;
      this.residual[forward] = this.arcCapacity[arc]!;
      this.mate[forward] = backward;
      this.mate[backward] = forward;
      this.position[arc] = forward;
    }
    this.first = first;
    this.price = new Float64Array(nodes);
    this.excess = new Float64Array(nodes);
    this.current = new Int32Array(nodes);
    this.queue = new Int32Array(nodes);
    this.queued = new Uint8Array(nodes);
    this.live = new Int32Array(2 * arcs);
    this.liveEnd = new Int32Array(nodes);
    this.listed = new Uint8Array(2 * arcs);
    // Only the costs are needed from here on.
    this.arcTail = new Int32Array(0);
    this.arcHead = new Int32Array(0);
    this.arcCapacity = new Int32Array(0);
  }

  /** Copies the costs, times n + 1, into the forward star; returns the largest on an arc that can move. */
  private scaleCosts(): number {
    const multiplier = this.nodeCount + 1;
    this.multiplier = multiplier;
    let maxCost = 0;
    for (let arc = 0; arc < this.arcCount; arc++) {
      const forward = this.position[arc]!;
      const backward = this.mate[forward]!;
      const scaled = this.arcCost[arc]! * multiplier;
      this.cost[forward] = scaled;
      this.cost[backward] = -scaled;
      if (this.residual[forward]! > 0 || this.residual[backward]! > 0) maxCost = Math.max(maxCost, Math.abs(scaled));
    }
    if (maxCost > exactCostLimit(this.nodeCount) * multiplier) throw new RangeError('Costs too large for exact arithmetic');
    return maxCost;
  }

  /** From an ε-optimal circulation, phase by phase, to an optimal one. */
  private scaleDown(epsilon: number): void {
    this.listResidualArcs();
    while (epsilon > 1) {
      epsilon = Math.max(1, Math.floor(epsilon / SCALING_FACTOR));
      this.refine(epsilon);
    }
  }

  /** The smallest ε for which the circulation is ε-optimal under the current prices. */
  private largestViolation(): number {
    const { first, head, residual, cost, price } = this;
    let violation = 0;
    for (let node = 0; node < this.nodeCount; node++) {
      const end = first[node + 1]!;
      for (let arc = first[node]!; arc < end; arc++) {
        if (residual[arc] !== 0) violation = Math.max(violation, -(cost[arc]! + price[node]! - price[head[arc]!]!));
      }
    }
    return violation;
  }

  /**
   * Lists every node's residual arcs (into `live`, at the node's own offsets): a reviewer has a thousand
   * arcs from papers but only a few papers assigned, and only those arcs back are residual. An arc stays
   * listed after its residual capacity runs out until a relabel of its node drops it.
   */
  private listResidualArcs(): void {
    const { first, residual, live, liveEnd, listed } = this;
    for (let node = 0; node < this.nodeCount; node++) {
      let end = first[node]!;
      for (let arc = first[node]!; arc < first[node + 1]!; arc++) {
        listed[arc] = residual[arc]! > 0 ? 1 : 0;
        if (listed[arc] === 1) live[end++] = arc;
      }
      liveEnd[node] = end;
    }
  }

  /** Moves `amount` along an arc, listing its mate as residual at the other end if it was not. */
  private push(arc: number, amount: number): void {
    const { residual, mate, listed } = this;
    residual[arc]! -= amount;
    const back = mate[arc]!;
    residual[back]! += amount;
    if (listed[back] === 0) {
      listed[back] = 1;
      const to = this.head[arc]!;
      this.live[this.liveEnd[to]!++] = back;
    }
  }

  /** One phase: from an ε·α-optimal circulation to an ε-optimal one. */
  private refine(epsilon: number): void {
    const { first, head, residual, cost, price, excess, live, liveEnd } = this;
    for (let node = 0; node < this.nodeCount; node++) {
      const nodePrice = price[node]!;
      for (let at = first[node]!; at < liveEnd[node]!; at++) {
        const arc = live[at]!;
        const room = residual[arc]!;
        if (room === 0) continue;
        const to = head[arc]!;
        if (cost[arc]! + nodePrice - price[to]! >= 0) continue;
        this.push(arc, room);
        excess[node]! -= room;
        excess[to]! += room;
      }
    }
    let queueStart = 0;
    let queueLength = 0;
    const capacity = this.nodeCount;
    const { queue, queued } = this;
    for (let node = 0; node < this.nodeCount; node++) {
      this.current[node] = first[node]!;
      if (excess[node]! > 0) {
        queue[queueLength++] = node;
        queued[node] = 1;
      }
    }
    while (queueLength > 0) {
      const node = queue[queueStart]!;
      queueStart = queueStart + 1 === capacity ? 0 : queueStart + 1;
      queueLength--;
      queued[node] = 0;
      const activated = this.discharge(node, epsilon);
      // Nodes that gained excess join the back of the queue.
      for (let index = 0; index < activated.length; index++) {
        const next = activated[index]!;
        if (queued[next] === 1) continue;
        queued[next] = 1;
        let at = queueStart + queueLength;
        if (at >= capacity) at -= capacity;
        queue[at] = next;
        queueLength++;
      }
      activated.length = 0;
    }
  }

  private readonly activated: number[] = [];

  /**
   * Pushes a node's excess along admissible arcs, relabelling it whenever none is left. Look-ahead: a
   * push to a node without a deficit and without an admissible arc of its own would only come back, so
   * that node is relabelled first and the push made only if the arc is still admissible.
   */
  private discharge(node: number, epsilon: number): number[] {
    const { head, residual, cost, price, excess, activated, live, liveEnd } = this;
    let left = excess[node]!;
    let nodePrice = price[node]!;
    let at = this.current[node]!;
    while (left > 0) {
      for (; at < liveEnd[node]!; at++) {
        const arc = live[at]!;
        const room = residual[arc]!;
        if (room === 0) continue;
        const to = head[arc]!;
        if (cost[arc]! + nodePrice - price[to]! >= 0) continue;
        const before = excess[to]!;
        if (before >= 0 && !this.hasAdmissibleArc(to) && this.relabel(to, epsilon) && cost[arc]! + nodePrice - price[to]! >= 0) continue;
        const amount = left < room ? left : room;
        this.push(arc, amount);
        excess[to] = before + amount;
        if (before <= 0 && before + amount > 0) activated.push(to);
        left -= amount;
        if (left === 0) break;
      }
      if (left === 0) break;
      if (!this.relabel(node, epsilon)) throw new Error('Infeasible circulation: a node with excess has no residual arc');
      nodePrice = price[node]!;
      at = this.current[node]!;
    }
    excess[node] = left;
    this.current[node] = at;
    return activated;
  }

  /** Whether the node has an admissible arc at or after its current arc (which moves to it). */
  private hasAdmissibleArc(node: number): boolean {
    const { head, residual, cost, price, current, live, liveEnd } = this;
    const nodePrice = price[node]!;
    const end = liveEnd[node]!;
    for (let at = current[node]!; at < end; at++) {
      const arc = live[at]!;
      if (residual[arc] !== 0 && cost[arc]! + nodePrice - price[head[arc]!]! < 0) {
        current[node] = at;
        return true;
      }
    }
    current[node] = end;
    return false;
  }

  /**
   * Lowers a node's price to the highest at which one of its residual arcs is admissible, less ε, and
   * makes that arc current; false when the node has no residual arc. Drops exhausted arcs from its list.
   */
  private relabel(node: number, epsilon: number): boolean {
    const { first, head, residual, cost, price, live, liveEnd, listed } = this;
    let best = -Infinity;
    let bestAt = -1;
    let kept = first[node]!;
    for (let at = first[node]!; at < liveEnd[node]!; at++) {
      const arc = live[at]!;
      if (residual[arc] === 0) {
        listed[arc] = 0;
        continue;
      }
      live[kept] = arc;
      const candidate = price[head[arc]!]! - cost[arc]!;
      if (candidate > best) {
        best = candidate;
        bestAt = kept;
      }
      kept++;
    }
    liveEnd[node] = kept;
    if (bestAt < 0) return false;
    const lowered = best - epsilon;
    if (lowered < -EXACT_LIMIT) throw new Error('Infeasible circulation: prices fall without bound');
    price[node] = lowered;
    this.current[node] = bestAt;
    return true;
  }

  /**
   * Exact optimal potentials for the unscaled costs: the prices of the last solve, divided by n + 1 and
   * rounded down, then corrected by shortest paths in the residual graph (each node moves by at most a
   * unit or two, since the prices were already within 1/(n + 1) of optimal on every arc).
   */
  private exactPotentials(): Float64Array {
    const { first, head, residual, cost, multiplier, queue, queued } = this;
    const nodes = this.nodeCount;
    const potential = new Float64Array(nodes);
    for (let node = 0; node < nodes; node++) {
      potential[node] = Math.floor(this.price[node]! / multiplier);
      queue[node] = node;
      queued[node] = 1;
    }
    let queueStart = 0;
    let queueLength = nodes;
    let budget = 8 * nodes + 8;
    while (queueLength > 0) {
      if (--budget < 0) throw new Error('The circulation is not optimal: solve before fixing arcs');
      const node = queue[queueStart]!;
      queueStart = queueStart + 1 === nodes ? 0 : queueStart + 1;
      queueLength--;
      queued[node] = 0;
      const reach = potential[node]!;
      const end = first[node + 1]!;
      for (let arc = first[node]!; arc < end; arc++) {
        if (residual[arc] === 0) continue;
        const to = head[arc]!;
        const through = reach + cost[arc]! / multiplier;
        if (through >= potential[to]!) continue;
        potential[to] = through;
        if (queued[to] === 0) {
          queued[to] = 1;
          let at = queueStart + queueLength;
          if (at >= nodes) at -= nodes;
          queue[at] = to;
          queueLength++;
        }
      }
    }
    return potential;
  }
}
