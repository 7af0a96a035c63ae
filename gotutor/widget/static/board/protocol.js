// gotutor board, protocol: the traits a view reads from the model (all of them set by
// Python; see gotutor/widget/board.py) and the overlays an "overlay" intent may name.

export const STATE_KEYS = ["size", "stones", "to_move", "last_move", "ko", "move_number",
  "line_length", "step", "steps", "captures", "chains", "illegal", "can_undo", "can_redo", "game_over",
  "result", "referee",
  "comment", "comment_part", "variations", "variation_page", "marks", "dead", "territory", "score", "mode", "show_coordinates",
  "show_liberties", "show_atari", "show_liberty_counts", "show_ko", "theme",
  "high_contrast", "crop", "max_width", "presentation", "show_controls", "language",
  "languages", "texts", "message", "message_kind", "announcement", "announcements", "problem",
  "version", "model_ref"];

export const OVERLAY_NAMES = ["coordinates", "liberties", "atari", "liberty_counts", "ko"];
