/**
 * Spec setup: testing-library's findBy / waitFor wait as long as expect.poll (10 s). Their 1 s
 * default is too short for an antd dialog to open on a loaded 2-core machine.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
