// Types the page's JavaScript shares (web/tsconfig.json; tsc checks the .js files against them).  Not
// shipped: build.py skips web/types/, and the browser never sees a type.

/** What engine.js counts, in ms (benchmarks/bench.py reads it from the page). */
interface RailTablePerf {
  python: number;
  bridge: number;
  dom: number;
}

interface Window {
  railTablePerf?: RailTablePerf;
}

/**
 * What dom.js's h(), fill() and sync() take as children: nodes, text (numbers too), nested lists; null,
 * undefined and false are left out (so `cond ? node : null` reads well).
 */
type Child = Node | string | number | boolean | null | undefined | readonly Child[];
