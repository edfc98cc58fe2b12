import { configure } from 'storybook/test';

// Story tests share CI's two cores with the browser; give a slow first render more than 1 s.
configure({ asyncUtilTimeout: 5_000 });
