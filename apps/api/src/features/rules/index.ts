export { calculatePlot, type RulesDeps } from './service.js';
export { calculate, OutsideRuleTablesError, type CalculateInput } from './calculator.js';
export { RULE_ROWS, RULE_TABLES_EDITION } from './tables/index.js';
export { todayInIndia } from './service.js';
export { parsePlotQuestion, type PlotQuestion } from './plot-question.js';
export { asOfIn, type AsOf } from './as-of.js';
export { parseRowQuestion, rowsForQuestion, type RowQuestion } from './row-question.js';
