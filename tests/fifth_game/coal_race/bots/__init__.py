"""Coal Race's bot levels, one module each."""

from . import steady

__all__ = ["steady"]
