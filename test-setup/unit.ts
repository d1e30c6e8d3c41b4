import { failOnConsoleErrors } from './console-guard';

failOnConsoleErrors();
