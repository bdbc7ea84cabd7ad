"""How a class is planned: exactly, by the anytime mode, or by regions."""
