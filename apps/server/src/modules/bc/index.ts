/**
 * What the bc area offers the other areas. Nothing yet: when an area needs it, it is exported
 * here, and the area imports this file only, never a file of bc/ (test/layers.test.ts).
 */
export {};
