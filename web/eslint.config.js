// ESLint for the page's JavaScript (tests/web/test_page_js.py runs `eslint` here): the recommended
// rules, plus those that catch real bugs in code like ours (loose equality, shadowed names such as
// the catalogue's t(), browser globals that are easy to use by mistake, promise misuse).
import js from "@eslint/js";
import globals from "globals";

// Globals a browser defines that read like ordinary names: using one by mistake (a missing `const
// name`, an `event` that is not the handler's) runs without an error instead of failing.
const CONFUSING = ["event", "name", "length", "status", "top", "parent", "close", "open", "origin",
  "closed", "opener", "frames", "self", "external", "find", "print", "stop", "blur", "focus"];

export default [
  { ignores: ["node_modules/"] },
  js.configs.recommended,
  {
    files: ["**/*.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: globals.browser },
    rules: {
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
      "no-var": "error",
      "no-unused-vars": ["error", { args: "after-used", caughtErrors: "none", ignoreRestSiblings: true }],
      "no-shadow": ["error", { hoist: "functions" }],
      "no-use-before-define": ["error", { functions: false, classes: true, variables: false }],
      "no-restricted-globals": ["error", ...CONFUSING],
      "no-promise-executor-return": "error",
      "no-self-compare": "error",
      "no-template-curly-in-string": "error",
      "no-unmodified-loop-condition": "error",
      "no-unreachable-loop": "error",
      "no-constructor-return": "error",
      "array-callback-return": "error",
      "no-throw-literal": "error",
      "prefer-promise-reject-errors": "error",
      "no-new-wrappers": "error",
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-return-assign": ["error", "except-parens"],
    },
  },
  // A classic script, not a module: the service worker.
  {
    files: ["sw.js"],
    languageOptions: { sourceType: "script", globals: globals.serviceworker },
    rules: { "no-restricted-globals": ["error", ...CONFUSING.filter((g) => g !== "self")] },
  },
  // The interpreter module the engine's worker imports: a module with a worker's globals.
  {
    files: ["pyodide-loader.js", "pyodide-snapshot.js", "snapshot-worker.js"],
    languageOptions: { globals: globals.worker },
    rules: { "no-restricted-globals": ["error", ...CONFUSING.filter((g) => g !== "self")] },
  },
  // The unit tests and this file run under Node.
  {
    files: ["tests/**/*.js", "eslint.config.js"],
    languageOptions: { globals: globals.node },
    rules: { "no-restricted-globals": "off" },
  },
];
