/**
 * What the approval area (流程: models, forms, the runtime) offers the other areas. Nothing yet:
 * when an area needs it (a process started for a business record, a handler for the end of an
 * instance), it is exported here, and the area imports this file only, never a file of workflow/
 * (test/layers.test.ts).
 */
export {};
