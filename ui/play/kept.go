package play

import (
	"encoding/json"
	"time"

	"polyplay/ui/storage"
)

// ReadKept reads the game of puzzle pz kept in the browser: text is the
// game's JSON (Game.Save) as a JSON string (KeptText). Text that is not
// such a string, or a game that does not fit pz (Load), is an error.
func ReadKept(pz *Puzzle, text string) (*Game, error) {
	var data string
	if err := storage.Unmarshal([]byte(text), &data); err != nil {
		return nil, err
	}
	return Load(pz, []byte(data))
}

// KeptText returns game g as the browser keeps it (ReadKept), with the
// time played up to now.
func KeptText(g *Game, now time.Time) (string, error) {
	data, err := g.Save(now)
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(string(data))
	return string(b), err
}
