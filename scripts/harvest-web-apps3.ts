// Libraries added to the harvest for the decider's training apps (2026-12-03): Ionic, UIkit and w2ui.
import type { WebApp } from './harvest-web-apps.js';
import { ionic } from './harvest-web-ionic.js';
import { uikit } from './harvest-web-uikit.js';
import { w2ui } from './harvest-web-w2ui.js';

/** The third group of the libraries' apps. */
export const WEB_APPS_3: readonly WebApp[] = [ionic, uikit, w2ui];
