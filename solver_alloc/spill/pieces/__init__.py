"""From a solved split model to pieces in registers: decoding, fitting and the class's
outcome."""
