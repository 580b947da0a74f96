// The story of a finished game: every player's score over the game, a chart the engine draws from the
// game's moves (pygame_rules/story.py, story_svg.py).  Shown in the game-over panel, under a replay
// (with the position shown marked on it) and in an embed that asks for it (story=1).

import { h, svgNode } from "./dom.js";
import { engine } from "./engine.js";
import { t } from "./i18n.js";

/**
 * The chart of a game given as a save is ({game, options, seed, moves, rules_version}; game: its id),
 * `at`: the moves played in the position shown beside it (marked), or null.  Resolves with the chart's
 * section; with a note when the moves do not finish the game (a score may be secret until the end);
 * null when the engine cannot tell it.  Awaits the engine whether it answers at once or later.
 * @param {{game: string, options: object, seed: string | number, moves: string[], rules_version?: number | null}} game
 * @param {number | null} [at]
 * @returns {Promise<HTMLElement | null>}
 */
export async function storySection(game, at = null) {
  const answer = await engine.story(game.game, game.options, game.seed, game.moves, game.rules_version ?? null, at);
  if (!answer.ok) return null;
  const chart = answer.story
    ? h("figure", { class: "rt-story-figure" }, svgNode(answer.story.svg))
    : h("p", { class: "rt-muted" }, t("story.unfinished"));
  return h("section", { class: "rt-story", "aria-labelledby": "rt-story-heading" },
    h("h3", { id: "rt-story-heading" }, t("story.heading")), chart);
}
