// The bridge's calls and answers (pygame_rules/bridge/) as the page reads them: JSON, decoded by engine.js.
// tests/engine/test_bridge_types.py holds this file against the Python: every call of PageCalls with its
// parameters (pygame_rules/bridge/page.py), and real answers against the shapes declared here (a field
// the engine sends and this file does not name fails it, except the few it lists as not for the page).

/** A game of the list (bridge.games(), registry.list_games(); inlined in the pages by build.py). */
interface GameEntry {
  id: string;
  name: string;
  min_players: number;
  max_players: number;
  /** bot level -> its description (English) */
  bots: Record<string, string>;
  /** the levels not yet shown stronger than the strongest (pygame_rules/standing.py): labelled so */
  experimental: string[];
  default_bot: string;
  blurb: string;
  /** an option's key -> its label, default and values (value -> English words) */
  choices: Record<string, { label: string; default: string; choices: Record<string, string> }>;
  /** the game's message keys begin with it ("ls" -> ls.name) */
  prefix: string;
}

/** A seat of the options (a save's options.players). */
interface SeatOption {
  name: string;
  bot: string | null;
}

/** A game's options as a save records them: the seats, and each choice's value. */
interface GameOptions {
  players: SeatOption[];
  [choice: string]: unknown;
}

/** The game on the engine's table (bridge.build_table). */
interface Table {
  game: string;
  game_name: string;
  seats: { name: string; bot: string | null; human: boolean }[];
  humans: number[];
  current_player: number | null;
  current_is_bot: boolean;
  /** whose view fits the screen: the acting human, the only human, or nobody (null) */
  audience: number | null;
  /** whether the audience's view holds a secret of theirs (the hotseat pass screen is needed) */
  private: boolean;
  is_over: boolean;
  moves_played: number;
  can_undo: boolean;
  status: string;
  /** the public log's lines since the seat to be shown (audience) last moved, for the pass screen */
  last: string[] | null;
  state_hash: string;
  /** the save's text (JSON) */
  save: string;
}

/** A legal move as the snapshot lists it. */
interface MoveEntry {
  move: string;
  label: string;
  /** where the drawings show it ("board", "hand", "form"), or nothing: a button */
  shown: string | null;
  destructive: boolean;
  /** the question the page asks before a click on a drawing plays it (a sale's units and total), or null */
  confirm?: string | null;
}

/** A drawing's patch (pygame_rules/patch.py): splices [index, remove, pieces] and attribute sets. */
interface DrawingPatch {
  /** the token of the drawing it patches */
  base: string;
  ops: [number, number, string[]][];
  attrs?: [number, [string, string][]][];
}

/** A field of a move form: a select (its options, or options by the value of the field it depends on) or a number. */
interface MoveFormField {
  name: string;
  kind: "select" | "number";
  label: string;
  options?: { value: string; label: string; group?: string; max?: number; suggest?: number }[]
    | Record<string, { value: string; label: string; group?: string; max?: number; suggest?: number }[]>;
  by?: string;
  default?: string | Record<string, string>;
  empty?: string;
  min?: number;
  from?: string;
}

/** The small form for moves with a free amount, as the game describes it (contract.GameRules.move_form;
 * Silverton's offers): its fields and the move they make (template, "{name}" per field). */
interface MoveForm {
  verb: string;
  title: string;
  hint: string;
  submit: string;
  template: string;
  fields: MoveFormField[];
  notes?: string[];
}

/** A finished game's result as the snapshot carries it (the game's result(), with names and words added). */
interface GameResult {
  winners: number[];
  winner_names: string[];
  /** each seat's place, with the game's own facts of it (its score, money, ...) */
  ranking: { player: number; rank: number; name: string; [fact: string]: unknown }[];
  breakdown: { columns: string[]; rows: { player: number; rank: number; name: string; cells: string[] }[] } | null;
  tie_break?: string | null;
  /** and the game's own facts of the game ("ended", ...) */
  [fact: string]: unknown;
}

/** Everything to draw for one viewer (bridge.build_snapshot). */
interface Snapshot {
  game: string;
  game_name: string;
  viewer: number | null;
  viewer_name: string | null;
  current_player: number | null;
  current_name: string | null;
  current_is_bot: boolean;
  is_over: boolean;
  status: string;
  prompt: string | null;
  /** the prompt's moves as items to tick, then confirm (contract.GameRules.pick) */
  pick?: { verb: string; items: string[]; min: number; confirm?: string | null } | null;
  board_svg: string | null;
  board_patch?: DrawingPatch | null;
  board_token?: string;
  hand_svg: string | null;
  hand_patch?: DrawingPatch | null;
  hand_token?: string | null;
  moves: MoveEntry[];
  form: MoveForm | null;
  players: { columns: string[]; rows: { seat: number | null; cells: string[] }[] };
  log: string[];
  /** every log line since the viewer's last move (the log above may hold only the latest) */
  news: string[];
  /** the events among the news the page shows where the player looks (claim jumpers, winter, last round ...) */
  notices?: string[];
  can_undo: boolean;
  undo_why: string | null;
  result: GameResult | null;
  moves_played: number;
  state_hash: string;
}

/** What inspect_save tells of a save. */
interface SaveSummary {
  game: string;
  game_name: string;
  players: SeatOption[];
  moves_played: number;
  is_over: boolean;
  current_player: number | null;
  status: string;
  winners: string[];
  state_hash: string;
}

/** A refused call: the reason, for the player; `table` when a replay got part of the way, `move` the move refused. */
interface Refused {
  ok: false;
  error: string;
  table?: Table;
  move?: string;
}

/** Every answer: ok with its fields, or refused. */
type Answer<T> = ({ ok: true } & T) | Refused;

/** A finished game's score chart and its words (bridge.story). */
interface Story {
  svg: string;
  title: string;
  /** what the chart's steps are ("round", "turn", ...) */
  per: string;
  points: number;
}

/** An answer that carries the table: every call that changes the game. */
type ChangeAnswer = Answer<{ table: Table; played?: string; undone?: string }>;

/**
 * The page's calls (pygame_rules/bridge/page.py; web/worker.py runs them, engine.js sends them): the
 * arguments as the page sends them (JSON text where a call takes an object or a list), the answer decoded.
 */
interface PageCalls {
  games(): GameEntry[];
  version(): Answer<{ version: string }>;
  set_language(lang: string): Answer<{ lang: string }>;
  new_game(game_id: string, options_json?: string | null, seed?: string | number | null): ChangeAnswer;
  open_save(save_json: string): ChangeAnswer;
  replay(game_id: string, options_json: string | null, seed: string | number, moves_json: string): ChangeAnswer;
  play(move: string): ChangeAnswer;
  /** a move of a player on another device (web/js/net/): refused unless `seat` is to act; a refusal in `lang` */
  play_for(seat: number, move: string, lang: string): ChangeAnswer;
  /** what that player is sent (null: a spectator, the public view): the seat's snapshot in `lang`, state_hash the position's number (bridge/guest.py) */
  guest_view(seat: number | null, lang: string): Answer<{ snapshot: Snapshot }>;
  undo(): ChangeAnswer;
  bot_step(): ChangeAnswer;
  bot_move(): Answer<{ move: string; moves_played: number }>;
  /** what a bot would play for the human to act, not played (bridge/hint.py): the move, its label, why (or null), the sentence saying both */
  hint(): Answer<{ move: string; label: string; reason: string | null; text: string; moves_played: number }>;
  table(): Answer<{ table: Table }>;
  save(): Answer<{ save: string }>;
  snapshot(viewer?: number | null, have?: string | null): Answer<{ snapshot: Snapshot }>;
  inspect_save(save_json: string): Answer<{ summary: SaveSummary }>;
  story(game_id: string, options_json: string | null, seed: string | number, moves_json: string,
        rules_version?: number | null, at?: number | null): Answer<{ story: Story | null }>;
}
