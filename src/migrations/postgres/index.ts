import * as migration_20261121_053355_initial from './20261121_053355_initial';

export const migrations = [
  {
    up: migration_20261121_053355_initial.up,
    down: migration_20261121_053355_initial.down,
    name: '20261121_053355_initial'
  },
];
