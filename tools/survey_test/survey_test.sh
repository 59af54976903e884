#!/usr/bin/env bash
# Runs survey_test.py with the stdlib python3 (the CI machine's).
exec /usr/bin/python3 "$@"
