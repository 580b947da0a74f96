"""One package per game; each exports RULES (see pygame_rules.game for the protocol)."""
