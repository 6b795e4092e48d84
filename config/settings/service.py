"""Settings of the service's own behaviour (limits, windows); each overridable by env."""
