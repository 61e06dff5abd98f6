package storage

// memory is a Backend in memory for the tests, with room for room bytes
// of keys and texts (0: no bound), as a browser's local storage has.
type memory struct {
	m    map[string]string
	room int
}

func (b *memory) Text(key string) (string, bool, error) {
	t, ok := b.m[key]
	return t, ok, nil
}

func (b *memory) SetText(key, text string) error {
	if b.room > 0 {
		used := len(key) + len(text)
		for k, v := range b.m {
			if k != key {
				used += len(k) + len(v)
			}
		}
		if used > b.room {
			return ErrFull
		}
	}
	if b.m == nil {
		b.m = map[string]string{}
	}
	b.m[key] = text
	return nil
}

func (b *memory) Remove(key string) error {
	delete(b.m, key)
	return nil
}
