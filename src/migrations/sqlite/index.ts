import * as migration_20261121_054423_initial from './20261121_054423_initial';

export const migrations = [
  {
    up: migration_20261121_054423_initial.up,
    down: migration_20261121_054423_initial.down,
    name: '20261121_054423_initial'
  },
];
