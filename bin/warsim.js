#!/usr/bin/env node
import '../build/cli.js';
