-- The council's names of its execution phases in the other interface languages, by the Spanish name
-- ({"En contratación": {"gl": "En contratación", "ca": "En contractació"}}); null: none written yet.
ALTER TABLE `system_config` ADD `milestone_phase_names` text;
